package dev.vtbench.harness.matrix;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a user's service file ("key = value" lines, see docs/own-service.md) into an {@link OwnService}, refusing anything it
 * would have to guess: an unknown key, a missing file, two things to run, a mode without a switch. Every error names
 * the file, the line, the key and what to do. Relative paths resolve against the service file's folder.
 */
public final class ServiceFile {
    static final Set<String> KEYS = Set.of("name", "description", "jar", "war", "war.server", "image", "port.property",
            "port.env", "health.path", "startup.timeout.seconds", "modes", "mode.NAME.properties", "mode.NAME.env",
            "mode.NAME.server.xml", "requests", "simulation", "simulation.classpath", "database", "database.init");
    /** A mode's keys: the templates of {@link #KEYS} with a mode's name for NAME. */
    private static final Pattern MODE_KEY = Pattern.compile("mode\\.([a-z0-9-]+)\\.(properties|env|server\\.xml)");
    /** A mode names an image tag (&lt;jvm&gt;-&lt;mode&gt;) and a results folder: lowercase, digits and '-'. */
    private static final Pattern NAME = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
    private static final Pattern IMAGE_REFERENCE = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._/:@-]*");
    static final String DEFAULT_HEALTH_PATH = "/health";
    static final int DEFAULT_STARTUP_TIMEOUT_SECONDS = 120;
    /** The modes vtbench's Tomcat image tells apart by VTBENCH_MODE (its entrypoint refuses any other). */
    static final List<String> TOMCAT_MODES = List.of("pool", "virtual");

    private final DataFile file;
    private final Path folder;

    private ServiceFile(DataFile file) {
        this.file = file;
        this.folder = file.path().toAbsolutePath().getParent();
    }

    public static OwnService load(Path path) {
        ServiceFile service = new ServiceFile(DataFile.load(path, KEYS, key -> MODE_KEY.matcher(key).matches()));
        return service.read();
    }

    private OwnService read() {
        Deployment deployment = deployment();
        List<String> modes = modes(deployment);
        PortSwitch port = port(deployment);
        Map<String, ModeSwitch> switches = new LinkedHashMap<>();
        for (String mode : modes) {
            switches.put(mode, modeSwitch(mode, deployment, port));
        }
        Optional<RequestList> requests = file.optional("requests").map(value -> RequestList.load(existing("requests", value)));
        Optional<String> simulation = file.optional("simulation");
        if (requests.isPresent() == simulation.isPresent()) {
            throw requests.isPresent()
                    ? file.invalid("simulation", simulation.orElseThrow(), "either requests or simulation, not both: remove one")
                    : new DataFileException(file.path() + ": no traffic: add 'requests = requests.txt' (a request list) "
                    + "or 'simulation = com.example.MySimulation' (a Gatling simulation)");
        }
        simulation.filter(name -> !javax.lang.model.SourceVersion.isName(name)).ifPresent(name -> {
            throw file.invalid("simulation", name, "a fully qualified class name, such as com.example.CheckoutSimulation");
        });
        if (simulation.isEmpty() && file.optional("simulation.classpath").isPresent()) {
            throw file.invalid("simulation.classpath", file.required("simulation.classpath"),
                    "no simulation.classpath without simulation: remove it, or name the simulation");
        }
        if (simulation.isPresent() && file.words("simulation.classpath").isEmpty()) {
            throw file.invalid("simulation.classpath", "", "the compiled simulation: its classes folder or jar (for example "
                    + "target/test-classes), space separated, added to the load driver's classpath");
        }
        List<Path> classpath = file.words("simulation.classpath").stream().map(entry -> existing("simulation.classpath", entry)).toList();
        return new OwnService(name(), file.optional("description").orElse(name()), file.path().toAbsolutePath(), deployment,
                port, healthPath(), startupTimeout(), modes, switches, requests, simulation, classpath,
                DatabaseDependency.from(file, folder));
    }

    private String name() {
        Optional<String> given = file.optional("name");
        if (given.isPresent()) {
            if (!NAME.matcher(given.get()).matches()) {
                throw file.invalid("name", given.get(), "lowercase letters, digits and '-', such as spring-hello");
            }
            return given.get();
        }
        String folderName = folder.getFileName() == null ? "" : folder.getFileName().toString();
        if (!NAME.matcher(folderName).matches()) {
            throw new DataFileException(file.path() + ": the service is named after its folder, but '" + folderName
                    + "' is not a name of lowercase letters, digits and '-': add 'name = my-service'");
        }
        return folderName;
    }

    private Deployment deployment() {
        List<String> given = new ArrayList<>();
        for (String key : List.of("jar", "war", "image")) {
            file.optional(key).ifPresent(value -> given.add(key));
        }
        if (given.size() != 1) {
            throw given.isEmpty()
                    ? new DataFileException(file.path() + ": nothing to run: add one of 'jar = target/app.jar', "
                    + "'war = target/app.war' with 'war.server = tomcat', or 'image = myorg/myservice:1.0'")
                    : file.invalid(given.get(1), file.required(given.get(1)),
                    "only one of jar, war, image, but " + given.get(0) + " is set too: remove one");
        }
        if (!given.getFirst().equals("war") && file.optional("war.server").isPresent()) {
            throw file.invalid("war.server", file.required("war.server"), "war.server only with war: remove it");
        }
        return switch (given.getFirst()) {
            case "jar" -> new Deployment.Jar(built("jar"));
            case "war" -> new Deployment.War(built("war"), warServer());
            default -> image();
        };
    }

    private Deployment.WarServer warServer() {
        String server = file.optional("war.server").orElseThrow(() -> new DataFileException(file.path()
                + ": war needs war.server: add 'war.server = tomcat' or 'war.server = liberty'"));
        for (Deployment.WarServer candidate : Deployment.WarServer.values()) {
            if (candidate.id().equals(server)) {
                return candidate;
            }
        }
        throw file.invalid("war.server", server, "tomcat or liberty");
    }

    private Deployment.Image image() {
        String reference = file.required("image");
        if (!IMAGE_REFERENCE.matcher(reference).matches()) {
            throw file.invalid("image", reference, "an image reference such as myorg/myservice:1.4");
        }
        return new Deployment.Image(reference);
    }

    private List<String> modes(Deployment deployment) {
        List<String> modes = file.words("modes");
        if (modes.isEmpty()) {
            throw new DataFileException(file.path() + ": required key 'modes' is missing: add 'modes = pool virtual'");
        }
        Set<String> seen = new LinkedHashSet<>();
        for (String mode : modes) {
            if (!NAME.matcher(mode).matches() || !seen.add(mode)) {
                throw file.invalid("modes", file.required("modes"), "distinct mode names of lowercase letters, digits and '-', such as 'pool virtual'");
            }
        }
        if (deployment instanceof Deployment.War war && war.server() == Deployment.WarServer.TOMCAT && !TOMCAT_MODES.containsAll(modes)) {
            throw file.invalid("modes", file.required("modes"), "modes among " + TOMCAT_MODES
                    + " for a war on Tomcat: vtbench's Tomcat image switches its connector by VTBENCH_MODE and knows no other");
        }
        for (String key : file.keys()) {
            Matcher modeKey = MODE_KEY.matcher(key);
            if (modeKey.matches() && !modes.contains(modeKey.group(1))) {
                throw file.invalid(key, file.required(key), "a mode of modes = " + String.join(" ", modes)
                        + ": add '" + modeKey.group(1) + "' to modes, or correct the key");
            }
        }
        return modes;
    }

    private PortSwitch port(Deployment deployment) {
        Optional<String> property = file.optional("port.property");
        Optional<String> env = file.optional("port.env");
        if (deployment instanceof Deployment.War) {
            String key = property.isPresent() ? "port.property" : "port.env";
            if (property.isPresent() || env.isPresent()) {
                throw file.invalid(key, file.required(key), "no port switch for a war: vtbench's images take VTBENCH_PORT; remove it");
            }
            return new PortSwitch.VtbenchPort();
        }
        if (property.isPresent() == env.isPresent()) {
            throw property.isPresent()
                    ? file.invalid("port.env", env.orElseThrow(), "one of port.property and port.env, not both: remove one")
                    : new DataFileException(file.path() + ": how does the service learn its port? add 'port.property = server.port' "
                    + "(a JVM system property) or 'port.env = PORT' (an environment variable)");
        }
        if (property.isPresent()) {
            String problem = ModeSwitch.propertyProblem(property.get(), "");
            if (problem != null) {
                throw file.invalid("port.property", property.get(), "a system property name, but " + problem);
            }
            return new PortSwitch.Property(property.get());
        }
        String name = env.orElseThrow();
        if (!name.equals("VTBENCH_PORT")) {
            String problem = ModeSwitch.envProblem(name, "");
            if (problem != null) {
                throw file.invalid("port.env", name, "an environment variable name, but " + problem);
            }
        }
        return new PortSwitch.Env(name);
    }

    private ModeSwitch modeSwitch(String mode, Deployment deployment, PortSwitch port) {
        String prefix = "mode." + mode + ".";
        Map<String, String> properties = pairs(prefix + "properties", ModeSwitch::propertyProblem);
        Map<String, String> env = pairs(prefix + "env", ModeSwitch::envProblem);
        if (port instanceof PortSwitch.Property(String name) && properties.containsKey(name)) {
            throw file.invalid(prefix + "properties", file.required(prefix + "properties"),
                    "no " + name + ": the harness sets it to a free port (port.property)");
        }
        if (port instanceof PortSwitch.Env(String name) && env.containsKey(name)) {
            throw file.invalid(prefix + "env", file.required(prefix + "env"), "no " + name + ": the harness sets it to a free port (port.env)");
        }
        Optional<Path> serverXml = file.optional(prefix + "server.xml").map(value -> serverXml(prefix + "server.xml", value, deployment));
        ModeSwitch modeSwitch = new ModeSwitch(properties, env, serverXml);
        boolean tomcatWar = deployment instanceof Deployment.War war && war.server() == Deployment.WarServer.TOMCAT;
        if (modeSwitch.isEmpty() && !tomcatWar) {
            throw new DataFileException(file.path() + ": mode " + mode + " has no switch: add " + prefix + "properties, "
                    + prefix + "env" + (deployment instanceof Deployment.War ? " or " + prefix + "server.xml" : "")
                    + ", which make the service run it (" + (Mode.of(mode).isVirtual() ? "requests on virtual threads" : "requests on platform threads") + ")");
        }
        return modeSwitch;
    }

    /** The space-separated name=value pairs of {@code key}, each checked by {@code problem} (null when valid). */
    private Map<String, String> pairs(String key, java.util.function.BiFunction<String, String, String> problem) {
        Map<String, String> pairs = new LinkedHashMap<>();
        for (String word : file.words(key)) {
            int equals = word.indexOf('=');
            String name = equals < 0 ? word : word.substring(0, equals);
            String value = equals < 0 ? "" : word.substring(equals + 1);
            String why = equals <= 0 ? "'" + word + "' is not name=value"
                    : pairs.containsKey(name) ? name + " is set twice" : problem.apply(name, value);
            if (why != null) {
                throw file.invalid(key, file.required(key), "space-separated name=value pairs: " + why);
            }
            pairs.put(name, value);
        }
        return pairs;
    }

    private Path serverXml(String key, String value, Deployment deployment) {
        if (!(deployment instanceof Deployment.War war) || war.server() != Deployment.WarServer.LIBERTY) {
            throw file.invalid(key, value, "a server.xml fragment only for war.server = liberty: switch this mode with properties or env");
        }
        Path fragment = folder.resolve(value).normalize();
        String problem = ModeSwitch.serverXmlProblem(fragment);
        if (problem != null) {
            throw file.invalid(key, value, "a Liberty server.xml fragment, but " + problem);
        }
        return fragment;
    }

    private String healthPath() {
        String path = file.optional("health.path").orElse(DEFAULT_HEALTH_PATH);
        if (!path.startsWith("/") || path.chars().anyMatch(Character::isWhitespace)) {
            throw file.invalid("health.path", path, "a path starting with /, such as /health or /actuator/health");
        }
        return path;
    }

    private int startupTimeout() {
        return file.optional("startup.timeout.seconds").isPresent() ? file.integer("startup.timeout.seconds", 1, 3600)
                : DEFAULT_STARTUP_TIMEOUT_SECONDS;
    }

    /** The jar or war of {@code key}: it must have been built. */
    private Path built(String key) {
        String value = file.required(key);
        Path path = folder.resolve(value).normalize();
        if (!Files.isRegularFile(path)) {
            throw file.invalid(key, value, "a built " + key + ", but " + path + " does not exist: build it first "
                    + "(e.g. mvn package in its project), or correct the path");
        }
        return path;
    }

    private Path existing(String key, String value) {
        Path path = folder.resolve(value).normalize();
        if (!Files.exists(path)) {
            throw file.invalid(key, value, "an existing file, but " + path + " does not exist: create it, or correct the path");
        }
        return path;
    }
}
