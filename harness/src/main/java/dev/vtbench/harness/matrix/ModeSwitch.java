package dev.vtbench.harness.matrix;

import org.w3c.dom.Document;
import org.xml.sax.SAXException;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What turns a user's service into one threading mode: JVM system properties, environment variables and, for a war
 * on Liberty, a configDropins/overrides fragment of server.xml. The harness adds VTBENCH_MODE=&lt;mode&gt; itself.
 */
public record ModeSwitch(Map<String, String> properties, Map<String, String> env, Optional<Path> serverXml) {
    public static final ModeSwitch NONE = new ModeSwitch(Map.of(), Map.of(), Optional.empty());

    private static final Pattern PROPERTY_NAME = Pattern.compile("[A-Za-z0-9._-]+");
    private static final Pattern ENV_NAME = Pattern.compile("[A-Z_][A-Z0-9_]*");
    static final String HARNESS_ENV_PREFIX = "VTBENCH_";
    static final String TOOL_OPTIONS = "JAVA_TOOL_OPTIONS";
    /** The variables through which a JVM reads options: JAVA_TOOL_OPTIONS carries the harness's own. */
    static final java.util.Set<String> JVM_OPTION_VARIABLES = java.util.Set.of(TOOL_OPTIONS, "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS");

    public ModeSwitch {
        properties.forEach((name, value) -> {
            String problem = propertyProblem(name, value);
            if (problem != null) {
                throw new IllegalArgumentException(problem);
            }
        });
        env.forEach((name, value) -> {
            String problem = envProblem(name, value);
            if (problem != null) {
                throw new IllegalArgumentException(problem);
            }
        });
        properties = Collections.unmodifiableMap(new LinkedHashMap<>(properties));
        env = Collections.unmodifiableMap(new LinkedHashMap<>(env));
    }

    /** No property, variable or fragment: only VTBENCH_MODE tells the modes apart. */
    /**
     * "-Dspring.threads.virtual.enabled=true; env A=B; server.xml liberty-virtual.xml": what switched the mode on, as
     * each cell records it (empty: vtbench's Tomcat image switched it by VTBENCH_MODE).
     */
    public String describe() {
        List<String> parts = new java.util.ArrayList<>(jvmOptions());
        env.forEach((name, value) -> parts.add("env " + name + "=" + value));
        serverXml.ifPresent(file -> parts.add("server.xml " + file.getFileName()));
        return parts.isEmpty() ? "VTBENCH_MODE (vtbench's Tomcat image)" : String.join("; ", parts);
    }

    public boolean isEmpty() {
        return properties.isEmpty() && env.isEmpty() && serverXml.isEmpty();
    }

    /** The properties as JVM options, "-Dname=value", in the order written. */
    public List<String> jvmOptions() {
        List<String> options = new ArrayList<>();
        properties.forEach((name, value) -> options.add("-D" + name + "=" + value));
        return options;
    }

    /**
     * Why a system property cannot be passed, or null when it can. JAVA_TOOL_OPTIONS splits on whitespace and
     * quotes nothing, so a value with whitespace would become two options.
     */
    static String propertyProblem(String name, String value) {
        if (!PROPERTY_NAME.matcher(name).matches()) {
            return "property name '" + name + "' has characters other than A-Z a-z 0-9 . _ -";
        }
        if (value.chars().anyMatch(Character::isWhitespace) || value.contains("\"") || value.contains("'")) {
            return "property " + name + " has a value with whitespace or quotes, which JAVA_TOOL_OPTIONS cannot carry";
        }
        return null;
    }

    /** Why an environment variable cannot be set by a mode, or null when it can. */
    static String envProblem(String name, String value) {
        if (!ENV_NAME.matcher(name).matches()) {
            return "variable name '" + name + "' is not of A-Z 0-9 _ starting with a letter or _";
        }
        if (JVM_OPTION_VARIABLES.contains(name)) {
            // Each of these hands the JVM options the results would not record (_JAVA_OPTIONS even after the harness's own).
            return name + " would give the JVM options vtbench neither checks nor records: give JVM system properties with "
                    + "mode.NAME.properties (other JVM options: the run's server.jvm.options)";
        }
        if (name.startsWith(HARNESS_ENV_PREFIX)) {
            return name + " is a name of the harness's, which sets VTBENCH_MODE and VTBENCH_PORT itself: use another name";
        }
        if (value.chars().anyMatch(Character::isWhitespace)) {
            return "variable " + name + " has a value with whitespace, which a space-separated list cannot carry";
        }
        return null;
    }

    /**
     * Why {@code file} is not a Liberty server.xml fragment (a readable, well-formed XML document whose root is
     * &lt;server&gt;), or null when it is. Document type declarations are refused: nothing is fetched or expanded.
     */
    static String serverXmlProblem(Path file) {
        if (!Files.isRegularFile(file)) {
            return file + " does not exist: write the fragment there, or correct the path";
        }
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setXIncludeAware(false);
            factory.setExpandEntityReferences(false);
            var builder = factory.newDocumentBuilder();
            builder.setErrorHandler(null);
            Document document = builder.parse(file.toFile());
            String root = document.getDocumentElement().getTagName();
            return root.equals("server") ? null
                    : file + " has root element <" + root + ">, not <server>: a Liberty configuration fragment is <server>...</server>";
        } catch (SAXException e) {
            return file + " is not well-formed XML (" + e.getMessage() + "): fix it";
        } catch (IOException | ParserConfigurationException e) {
            return file + " cannot be read (" + e.getMessage() + ")";
        }
    }
}
