package dev.vtbench.liberty;

import java.io.IOException;
import java.io.StringReader;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

/**
 * The server.xml the running Liberty loaded, with its {@code ${variables}} resolved as Liberty resolves them: a
 * variable given on the server's command line ({@code --name=value}, how start-server.sh sizes the fixed pool) first,
 * then one the file declares with a {@code value}, then the environment, then the file's {@code defaultValue}. Liberty
 * publishes its resolved configuration through no API an application may call (its thread pool's MBean needs the
 * monitor feature, which would cost every mode), so this is the closest reading of what it runs with.
 */
final class ServerXml {
    private static final Pattern VARIABLE = Pattern.compile("\\$\\{([^}]+)}");

    private final Document document;
    private final Map<String, String> commandLine;
    private final Map<String, String> environment;

    private ServerXml(Document document, Map<String, String> commandLine, Map<String, String> environment) {
        this.document = document;
        this.commandLine = Map.copyOf(commandLine);
        this.environment = Map.copyOf(environment);
    }

    /**
     * @param xml the file's text
     * @param commandLine the variables the server's command line gave
     * @param environment the process's environment
     * @throws IllegalArgumentException if the text is not XML
     */
    static ServerXml parse(String xml, Map<String, String> commandLine, Map<String, String> environment) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            // The server's own file, but no reason to let it reach anything outside itself.
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return new ServerXml(factory.newDocumentBuilder().parse(new InputSource(new StringReader(xml))), commandLine, environment);
        } catch (ParserConfigurationException | SAXException | IOException e) {
            throw new IllegalArgumentException("server.xml is not XML that can be read: " + e.getMessage(), e);
        }
    }

    /**
     * The variables of a server's command line: each {@code --name=value} after the lone {@code --} that ends the
     * server's own arguments (the launcher's command: {@code ws-server.jar vtbench -- --vtbench.executor.threads=200}).
     */
    static Map<String, String> commandLineVariables(String command) {
        Map<String, String> variables = new HashMap<>();
        if (command == null) {
            return variables;
        }
        boolean after = false;
        for (String word : command.strip().split("\\s+")) {
            if (word.equals("--")) {
                after = true;
            } else if (after && word.startsWith("--") && word.indexOf('=') > 2) {
                variables.put(word.substring(2, word.indexOf('=')), word.substring(word.indexOf('=') + 1));
            }
        }
        return variables;
    }

    /** The resolved value of {@code attribute} of the first {@code element}, or empty when the file sets none. */
    Optional<String> attribute(String element, String attribute) {
        NodeList elements = document.getElementsByTagName(element);
        if (elements.getLength() == 0) {
            return Optional.empty();
        }
        Element first = (Element) elements.item(0);
        return first.hasAttribute(attribute) ? Optional.of(resolved(first.getAttribute(attribute))) : Optional.empty();
    }

    /** {@code text} with each {@code ${name}} replaced by its value; one that nothing defines stays as written. */
    String resolved(String text) {
        Matcher variables = VARIABLE.matcher(text);
        StringBuilder resolved = new StringBuilder();
        while (variables.find()) {
            variables.appendReplacement(resolved, Matcher.quoteReplacement(variable(variables.group(1)).orElse(variables.group())));
        }
        return variables.appendTail(resolved).toString();
    }

    /** Where a variable's value comes from, in Liberty's order; empty when nothing defines it. */
    Optional<String> variable(String name) {
        if (commandLine.containsKey(name)) {
            return Optional.of(commandLine.get(name));
        }
        Optional<Element> declared = declared(name);
        if (declared.filter(e -> e.hasAttribute("value")).isPresent()) {
            return Optional.of(declared.get().getAttribute("value"));
        }
        if (environment.containsKey(name)) {
            return Optional.of(environment.get(name));
        }
        return declared.filter(e -> e.hasAttribute("defaultValue")).map(e -> e.getAttribute("defaultValue"));
    }

    private Optional<Element> declared(String name) {
        NodeList variables = document.getElementsByTagName("variable");
        for (int i = 0; i < variables.getLength(); i++) {
            Element variable = (Element) variables.item(i);
            if (variable.getAttribute("name").equals(name)) {
                return Optional.of(variable);
            }
        }
        return Optional.empty();
    }
}
