package dev.vtbench.harness;

import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.OwnService;
import dev.vtbench.harness.matrix.ServiceFile;
import dev.vtbench.harness.service.ServiceImages;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.DataFileException;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.MatrixFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Matrix files are validated data: every preset loads, and a mistake names the file, line, key and allowed values. */
class MatrixFileTest {
    private static final Definitions DEFINITIONS = Definitions.load(DefinitionsTest.repositoryRoot());
    private static final String VALID = """
            runtimes = plain-jdk
            jvms = temurin-25
            profiles = cpu-1 cpu-2
            scenarios = hello io
            model = closed
            users = 10 100
            warmup.seconds = 5
            duration.seconds = 10
            repetitions = 2
            """;

    @TempDir
    Path dir;

    private MatrixFile load(String content) throws IOException {
        return MatrixFile.load(Files.writeString(dir.resolve("mine.properties"), content), Map.of(), DEFINITIONS);
    }

    @Test
    void everyPresetLoads() throws IOException {
        List<String> presets = MatrixFile.presets(DEFINITIONS.root());
        assertThat(presets).as("presets shipped").contains("small", "quick", "full", "hello-concurrency", "liberty-study", "pinning",
                "ramp-up", "rate-search", "soak-memory");
        for (String preset : presets) {
            // The preset of a user's service needs the service.
            Map<String, String> overrides = preset.equals(MatrixFile.SERVICE_PRESET) ? Map.of(MatrixFile.SERVICE, ownService().toString()) : Map.of();
            MatrixFile matrix = MatrixFile.load(MatrixFile.locate(DEFINITIONS.root(), preset), overrides, DEFINITIONS);
            assertThat(matrix.cells()).as("cells of preset %s", preset).isNotEmpty();
        }
    }

    /**
     * The small preset's steps are fractions of capacity; with an open model at fixed rates no capacity is measured, so
     * the run is refused before it starts, naming both ways out, and each way out runs (the steps once reached the
     * driver with no rate, and failed the cell after its server had started).
     */
    @Test
    void stepsAsFractionsWithAnOpenModelAreRefusedAndNoneOrRatesRun() throws IOException {
        Path small = MatrixFile.locate(DEFINITIONS.root(), "small");
        Map<String, String> open = Map.of("model", "open", "rates", "900", "scenarios", "io");
        assertThatThrownBy(() -> MatrixFile.load(small, open, DEFINITIONS)).isInstanceOf(DataFileException.class)
                .hasMessageContaining("equal.load")
                .hasMessageContaining("rates in req/s (e.g. 450) or none with model = open")
                .hasMessageContaining("fractions are of the capacity a closed model's users measure");
        Map<String, String> none = new java.util.HashMap<>(open);
        none.put("equal.load", "none");
        assertThat(MatrixFile.load(small, none, DEFINITIONS).cells()).as("--equal.load none: no steps")
                .isNotEmpty().noneMatch(cell -> cell.load().equalLoadSteps());
        Map<String, String> rates = new java.util.HashMap<>(open);
        rates.put("equal.load", "450");
        assertThat(MatrixFile.load(small, rates, DEFINITIONS).cells()).as("--equal.load 450: steps at a rate")
                .filteredOn(cell -> cell.load().equalLoadSteps())
                .isNotEmpty().allMatch(cell -> cell.load().stepRates().equals(List.of(450)));
        MatrixFile noSteps = MatrixFile.load(small, Map.of("equal.load", "none"), DEFINITIONS);
        assertThat(noSteps.toProperties()).as("kept for --resume").doesNotContain("equal.load");
        assertThat(load(noSteps.toProperties()).cells()).as("and read back by --resume").isEqualTo(noSteps.cells());
    }

    /** A user's service file beside a (stand-in) jar and a request list, in the test's folder. */
    private Path ownService() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("spring-hello"));
        Files.writeString(folder.resolve("hello.jar"), "only its existence is checked when the matrix loads");
        Files.writeString(folder.resolve("requests.txt"), "8 GET /hello 200\n2 GET /work?ms=20 200\n");
        return Files.writeString(folder.resolve("service.properties"), """
                jar = hello.jar
                port.property = server.port
                modes = pool virtual
                mode.pool.properties = spring.threads.virtual.enabled=false
                mode.virtual.properties = spring.threads.virtual.enabled=true
                requests = requests.txt
                """);
    }

    @Test
    void aServiceIsTheMatrixsOnlyRuntimeAndItsTrafficItsOnlyScenario() throws IOException {
        Path service = ownService();
        MatrixFile matrix = MatrixFile.load(MatrixFile.locate(DEFINITIONS.root(), MatrixFile.SERVICE_PRESET),
                Map.of(MatrixFile.SERVICE, service.toString(), "users", "8"), DEFINITIONS);
        assertThat(matrix.cells()).extracting(Cell::id).as("2 profiles x 2 modes of the service, its request list as scenario")
                .containsExactly("spring-hello/temurin-25/pool/cpu-0.5/requests/c8", "spring-hello/temurin-25/virtual/cpu-0.5/requests/c8",
                        "spring-hello/temurin-25/pool/cpu-1/requests/c8", "spring-hello/temurin-25/virtual/cpu-1/requests/c8");
        assertThat(matrix.cells()).allSatisfy(cell -> assertThat(cell.service()).isPresent());
        assertThat(matrix.cells().get(0).scenario().endpoint()).isEqualTo("8x GET /hello, 2x GET /work?ms=20 (requests.txt)");
        assertThat(matrix.toProperties()).as("a resumed run finds the service again, wherever it is started from")
                .contains("service = " + service.toAbsolutePath()).doesNotContain("runtimes =").doesNotContain("scenarios =");
        MatrixFile kept = MatrixFile.load(Files.writeString(dir.resolve("kept.properties"), matrix.toProperties()), Map.of(), DEFINITIONS);
        assertThat(kept.cells()).extracting(Cell::id).isEqualTo(matrix.cells().stream().map(Cell::id).toList());
    }

    @Test
    void aServiceWithRuntimesOrScenariosIsRefusedAndAMatrixWithNeitherSaysHowToNameOne() throws IOException {
        Path service = ownService();
        assertThatThrownBy(() -> MatrixFile.load(MatrixFile.locate(DEFINITIONS.root(), "small"), Map.of(MatrixFile.SERVICE, service.toString()),
                DEFINITIONS)).isInstanceOf(DataFileException.class).hasMessageContaining("runtimes")
                .hasMessageContaining("a service run measures the service its file names").hasMessageContaining("--matrix service");
        assertThatThrownBy(() -> MatrixFile.load(MatrixFile.locate(DEFINITIONS.root(), MatrixFile.SERVICE_PRESET), Map.of(), DEFINITIONS))
                .isInstanceOf(DataFileException.class).hasMessageContaining("runtimes").hasMessageContaining("--service FILE");
        assertThatThrownBy(() -> MatrixFile.load(MatrixFile.locate(DEFINITIONS.root(), MatrixFile.SERVICE_PRESET),
                Map.of(MatrixFile.SERVICE, dir.resolve("no-such/service.properties").toString()), DEFINITIONS))
                .as("a missing service file is named").hasMessageContaining("no-such/service.properties");
    }

    @Test
    void aServiceRunRefusesWhatCannotMeasureItBeforeAnythingIsBuilt() throws IOException {
        Path service = ownService();
        Path preset = MatrixFile.locate(DEFINITIONS.root(), MatrixFile.SERVICE_PRESET);
        assertThatThrownBy(() -> MatrixFile.load(preset, Map.of(MatrixFile.SERVICE, service.toString(), "simulation", "ramp-up",
                "warmup.seconds", "0"), DEFINITIONS)).isInstanceOf(DataFileException.class)
                .hasMessageContaining("a ramp-up sends vtbench's own endpoint, not the service's traffic");
        Path image = Files.writeString(service.resolveSibling("image.properties"), """
                image = myorg/hello:1
                port.env = PORT
                modes = pool virtual
                mode.pool.env = THREADS=pool
                mode.virtual.env = THREADS=virtual
                requests = requests.txt
                """);
        assertThatThrownBy(() -> MatrixFile.load(preset, Map.of(MatrixFile.SERVICE, image.toString(), "jvms", "temurin-25 temurin-21"),
                DEFINITIONS)).isInstanceOf(DataFileException.class).hasMessageContaining("runs the JVM it has");
        assertThat(MatrixFile.load(preset, Map.of(MatrixFile.SERVICE, image.toString()), DEFINITIONS).cells()).as("one JVM is fine").hasSize(4);
        OwnService jar = ServiceFile.load(service);
        assertThatThrownBy(() -> ServiceImages.requireProvable(jar, ImageSource.REGISTRY)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("use --source hermetic");
        ServiceImages.requireProvable(jar, ImageSource.HERMETIC);
    }

    @Test
    void cellsAreTheCrossProductWithOneCellPerUserCount() throws IOException {
        List<Cell> cells = load(VALID).cells();
        assertThat(cells).as("1 runtime x 2 modes x 2 profiles x 2 scenarios x 2 user counts").hasSize(16);
        assertThat(cells.get(0).id()).isEqualTo("plain-jdk/temurin-25/pool/cpu-1/hello/c10");
    }

    @Test
    void warmupWaitsForASteadyRateUnlessAFixedOneIsGiven() throws IOException {
        String steady = VALID.replace("warmup.seconds = 5\n", "");
        assertThat(load(steady).loads().get(0).warmup()).as("no warm-up key: until steady, 10-120 s")
                .isEqualTo(Warmup.untilSteady(10, 120));
        assertThat(load(steady + "warmup.min.seconds = 20\nwarmup.max.seconds = 60\n").loads().get(0).warmup())
                .isEqualTo(Warmup.untilSteady(20, 60));
        assertThat(load(VALID).loads().get(0).warmup()).as("warmup.seconds: fixed").isEqualTo(Warmup.fixed(5));
        Path small = MatrixFile.locate(DEFINITIONS.root(), "small");
        assertThat(MatrixFile.load(small, Map.of("warmup.seconds", "15"), DEFINITIONS).loads().get(0).warmup())
                .as("--warmup 15 on a preset that waits for a steady rate: fixed 15 s").isEqualTo(Warmup.fixed(15));
        assertThat(MatrixFile.load(small, Map.of("warmup.max.seconds", "60"), DEFINITIONS).loads().get(0).warmup())
                .as("--warmup.max 60 keeps the preset's minimum").isEqualTo(Warmup.untilSteady(5, 60));
    }

    @Test
    void contradictoryOrOutOfRangeWarmupsAreRefusedWithTheKeys() {
        assertThatThrownBy(() -> load(VALID + "warmup.max.seconds = 60\n")).isInstanceOf(DataFileException.class)
                .hasMessageContaining("warmup.seconds").hasMessageContaining("not both");
        String steady = VALID.replace("warmup.seconds = 5\n", "");
        assertThatThrownBy(() -> load(steady + "warmup.min.seconds = 30\nwarmup.max.seconds = 20\n"))
                .isInstanceOf(DataFileException.class).hasMessageContaining("warmup.max.seconds").hasMessageContaining("at least");
        assertThatThrownBy(() -> load(steady + "warmup.max.seconds = 99999\n")).isInstanceOf(DataFileException.class)
                .hasMessageContaining("warmup.max.seconds = '99999'");
        assertThatThrownBy(() -> load(steady + "simulation = ramp-up\nramp.seconds = 5\nhold.seconds = 5\n"))
                .isInstanceOf(DataFileException.class).hasMessageContaining("fixed warm-up");
    }

    @Test
    void theResolvedMatrixKeepsItsWarmupForResume() throws IOException {
        String steady = VALID.replace("warmup.seconds = 5\n", "warmup.min.seconds = 7\nwarmup.max.seconds = 70\n");
        String written = load(steady).toProperties();
        assertThat(load(written).loads().get(0).warmup()).isEqualTo(Warmup.untilSteady(7, 70));
    }

    @Test
    void misspeltKeyNamesFileLineAndAllowedKeys() {
        assertThatThrownBy(() -> load(VALID + "repetiton = 3\n")).isInstanceOf(DataFileException.class)
                .hasMessageContaining("mine.properties line 10").hasMessageContaining("unknown key 'repetiton'")
                .hasMessageContaining("repetitions");
    }

    @Test
    void unknownRuntimeNamesKeyAndAllowedValues() {
        assertThatThrownBy(() -> load(VALID.replace("runtimes = plain-jdk", "runtimes = plain-jdk jboss")))
                .hasMessageContaining("mine.properties line 1").hasMessageContaining("runtimes = 'jboss' is invalid")
                .hasMessageContaining("plain-jdk");
    }

    @Test
    void profileTooLargeForThisMachineLoadsAndIsSkippedWhenRun() throws IOException {
        Cell cell = load(VALID).cells().stream().filter(c -> c.profile().name().equals("cpu-2")).findFirst().orElseThrow();
        assertThat(cell.profile().whyItDoesNotFit(2)).as("cpu-2 on a 2-core machine").isPresent();
    }

    @Test
    void simulationKeysBelongToTheirSimulation() throws IOException {
        assertThatThrownBy(() -> load(VALID + "ramp.seconds = 10\n")).as("a ramp-up key in a throughput matrix")
                .hasMessageContaining("ramp.seconds = '10' is invalid").hasMessageContaining("another simulation than throughput");
        assertThatThrownBy(() -> load(VALID + "simulation = warp\n")).hasMessageContaining("simulation = 'warp' is invalid")
                .hasMessageContaining("rate-search");
        MatrixFile search = load(VALID.replace("users = 10 100", "") + "simulation = rate-search\nsearch.max.rate = 3000\n");
        assertThat(search.cells().get(0).load().label()).as("one open-model load per cell").isEqualTo("rate-search-o3000");
        assertThat(search.cells().get(0).load().systemProperties()).containsEntry("vtbench.search.maxRate", "3000");
        MatrixFile again = load(search.toProperties());
        assertThat(again.cells().get(0).load()).as("a rate search round-trips through the resolved matrix").isEqualTo(search.cells().get(0).load());
    }

    /**
     * Loading a matrix reads its files and builds nothing (no image, no container, no Docker at all), so a value the
     * simulation would refuse when its driver starts is refused here, before any image is built: with the file's line,
     * the key, the value, the schema's range and unit, and what the key means.
     */
    @Test
    void anOutOfRangeSimulationValueIsRefusedWhenTheMatrixIsLoadedBeforeAnyImageIsBuilt() {
        String search = VALID.replace("users = 10 100\n", "") + "simulation = rate-search\nsearch.step.factor = 20\n";
        assertThatThrownBy(() -> load(search)).as("a step factor of 20, above the simulation's 10")
                .isInstanceOf(DataFileException.class)
                .hasMessageContaining("mine.properties line 10")
                .hasMessageContaining("search.step.factor = '20' is invalid")
                .hasMessageContaining("a number from 1.01 to 10 (factor)")
                .hasMessageContaining("next rate = rate x factor");
        String ramp = VALID.replace("warmup.seconds = 5", "warmup.seconds = 0") + "simulation = ramp-up\n";
        assertThatThrownBy(() -> MatrixFile.load(Files.writeString(dir.resolve("ramp.properties"), ramp), Map.of("hold.seconds", "0"), DEFINITIONS))
                .as("a hold of 0 s given on the command line").isInstanceOf(DataFileException.class)
                .hasMessageContaining("option --hold").hasMessageContaining("hold.seconds = '0' is invalid")
                .hasMessageContaining("a whole number from 1 to 36000 (s)");
    }

    @Test
    void simulationKeysThatMustAgreeAreCheckedTogetherWhenLoaded() {
        String search = VALID.replace("users = 10 100\n", "") + "simulation = rate-search\n";
        assertThatThrownBy(() -> load(search + "search.start.rate = 6000\n")).as("a start above the default maximum of 5000")
                .isInstanceOf(DataFileException.class).hasMessageContaining("search.max.rate = '5000' is invalid")
                .hasMessageContaining("at least search.start.rate = 6000");
        assertThatThrownBy(() -> load(search + "search.step.factor = 2\nsearch.step.increment = 100\n")).as("two ways to step the rate")
                .isInstanceOf(DataFileException.class).hasMessageContaining("search.step.increment = '100' is invalid")
                .hasMessageContaining("search.step.factor = 2");
        assertThatThrownBy(() -> load(search + "search.step.increment = 1\n")).as("4,901 steps from 100 to 5000 by 1")
                .isInstanceOf(DataFileException.class).hasMessageContaining("search.step.increment = '1' is invalid")
                .hasMessageContaining("more than 100 steps");
        assertThatThrownBy(() -> load(search + "search.step.seconds = 3600\n")).as("18 steps of an hour, above the longest run")
                .isInstanceOf(DataFileException.class).hasMessageContaining("search.step.seconds = '3600' is invalid")
                .hasMessageContaining("at most 2000").hasMessageContaining("18 steps of it make 64800 s");
        String ramp = VALID.replace("warmup.seconds = 5", "warmup.seconds = 0") + "simulation = ramp-up\n";
        assertThatThrownBy(() -> load(ramp + "ramp.seconds = 5\nhold.seconds = 5\nramp.smoothing.seconds = 11\n"))
                .as("a moving average longer than the ramp and hold").isInstanceOf(DataFileException.class)
                .hasMessageContaining("ramp.smoothing.seconds = '11' is invalid").hasMessageContaining("ramp.seconds + hold.seconds = 10");
    }

    @Test
    void aRateSearchWithoutAMaximumClimbsToTheSchemasDefault() throws IOException {
        MatrixFile search = load(VALID.replace("users = 10 100\n", "") + "simulation = rate-search\n");
        assertThat(search.cells().get(0).load().label()).as("the schema's default maximum, 5000/s, is the load's rate")
                .isEqualTo("rate-search-o5000");
        assertThat(search.cells().get(0).load().systemProperties()).as("passed to the driver explicitly")
                .containsEntry("vtbench.search.maxRate", "5000");
    }

    @Test
    void aScenarioMayHaveItsOwnUsersWhichTheCommandLinesUsersReplaceAndWhichRoundTrip() throws IOException {
        MatrixFile own = load(VALID + "users.io = 400\n");
        assertThat(own.cells().stream().map(Cell::id).filter(id -> id.contains("/cpu-1/")).toList()).as("hello keeps users, io has its own")
                .containsExactly("plain-jdk/temurin-25/pool/cpu-1/hello/c10", "plain-jdk/temurin-25/virtual/cpu-1/hello/c10",
                        "plain-jdk/temurin-25/pool/cpu-1/hello/c100", "plain-jdk/temurin-25/virtual/cpu-1/hello/c100",
                        "plain-jdk/temurin-25/pool/cpu-1/io/c400", "plain-jdk/temurin-25/virtual/cpu-1/io/c400");
        assertThat(load(own.toProperties()).cells().stream().map(Cell::id).toList()).as("kept for --resume")
                .isEqualTo(own.cells().stream().map(Cell::id).toList());
        Path file = Files.writeString(dir.resolve("own.properties"), VALID + "users.io = 400\n");
        assertThat(MatrixFile.load(file, Map.of("users", "8"), DEFINITIONS).cells()).as("--users 8 means 8 for every scenario")
                .allMatch(cell -> cell.id().endsWith("/c8"));
        assertThat(MatrixFile.load(file, Map.of("scenarios", "hello"), DEFINITIONS).cells()).as("a scenario left out by --scenarios")
                .allMatch(cell -> cell.id().contains("/hello/"));
        assertThat(MatrixFile.load(MatrixFile.locate(DEFINITIONS.root(), "small"), Map.of(), DEFINITIONS).cells().stream()
                .map(Cell::id).filter(id -> id.contains("/pool/")).toList()).as("the small preset: /cpu at 10 users, /io at 400")
                .contains("plain-jdk/temurin-25/pool/cpu-1/cpu/c10", "plain-jdk/temurin-25/pool/cpu-1/io/c400");
    }

    @Test
    void aScenarioMayCapItsOwnWarmUpWhichTheCommandLinesCapReplacesAndWhichRoundTrips() throws IOException {
        String steady = VALID.replace("warmup.seconds = 5\n", "warmup.min.seconds = 5\nwarmup.max.seconds = 60\n")
                + "users.io = 400\nwarmup.max.seconds.io = 180\nwarmup.max.seconds.hello = 90\n";
        MatrixFile own = load(steady);
        Map<String, Warmup> warmups = own.cells().stream().filter(cell -> cell.id().contains("/pool/cpu-1/"))
                .collect(java.util.stream.Collectors.toMap(Cell::id, cell -> cell.load().warmup()));
        assertThat(warmups).as("io keeps its own 400 users under its own cap; hello its users under its own")
                .containsEntry("plain-jdk/temurin-25/pool/cpu-1/io/c400", Warmup.untilSteady(5, 180))
                .containsEntry("plain-jdk/temurin-25/pool/cpu-1/hello/c10", Warmup.untilSteady(5, 90))
                .containsEntry("plain-jdk/temurin-25/pool/cpu-1/hello/c100", Warmup.untilSteady(5, 90));
        MatrixFile resumed = load(own.toProperties());
        assertThat(resumed.cells().stream().map(cell -> cell.id() + " " + cell.load().warmup()).toList()).as("kept for --resume")
                .isEqualTo(own.cells().stream().map(cell -> cell.id() + " " + cell.load().warmup()).toList());
        Path file = Files.writeString(dir.resolve("own.properties"), steady);
        assertThat(MatrixFile.load(file, Map.of("warmup.max.seconds", "30"), DEFINITIONS).cells()).as("--warmup.max 30 caps every scenario")
                .allMatch(cell -> cell.load().warmup().equals(Warmup.untilSteady(5, 30)));
        assertThat(MatrixFile.load(file, Map.of("warmup.seconds", "7"), DEFINITIONS).cells()).as("--warmup 7 fixes every scenario's")
                .allMatch(cell -> cell.load().warmup().equals(Warmup.fixed(7)));
        assertThat(MatrixFile.load(MatrixFile.locate(DEFINITIONS.root(), "small"), Map.of("scenarios", "db"), DEFINITIONS).cells().stream()
                .filter(cell -> !cell.load().equalLoadSteps()).toList())
                .as("the small preset: db's capacity cells give the JIT longer than /cpu and /io's 60 s").isNotEmpty()
                .allMatch(cell -> cell.load().warmup().maxSeconds() > 60);
    }

    @Test
    void aScenarioWarmUpCapNamingNoScenarioWithAFixedWarmUpOrBeforeTheMinimumIsRefused() {
        String steady = VALID.replace("warmup.seconds = 5\n", "warmup.min.seconds = 30\nwarmup.max.seconds = 60\n");
        assertThatThrownBy(() -> load(steady + "warmup.max.seconds.iox = 90\n")).isInstanceOf(DataFileException.class)
                .hasMessageContaining("warmup.max.seconds.iox").hasMessageContaining("'iox' is none");
        assertThatThrownBy(() -> load(VALID + "warmup.max.seconds.io = 90\n")).isInstanceOf(DataFileException.class)
                .hasMessageContaining("warmup.max.seconds.io").hasMessageContaining("fixed warm-up");
        assertThatThrownBy(() -> load(steady + "warmup.max.seconds.io = 20\n")).isInstanceOf(DataFileException.class)
                .hasMessageContaining("warmup.max.seconds.io").hasMessageContaining("warmup.min.seconds = 30");
    }

    @Test
    void aScenarioUsersKeyNamingNoScenarioOrWithTheOpenModelIsRefused() {
        assertThatThrownBy(() -> load(VALID + "users.iox = 400\n")).isInstanceOf(DataFileException.class)
                .hasMessageContaining("users.iox").hasMessageContaining("'iox' is none").hasMessageContaining("io");
        assertThatThrownBy(() -> load(VALID + "users.io = 0\n")).isInstanceOf(DataFileException.class)
                .hasMessageContaining("users.io").hasMessageContaining("1 to");
        assertThatThrownBy(() -> load(VALID.replace("model = closed\nusers = 10 100\n", "model = open\nrates = 100\n") + "users.io = 400\n"))
                .isInstanceOf(DataFileException.class).hasMessageContaining("users.io").hasMessageContaining("closed-model users");
    }

    @Test
    void resolvedMatrixRoundTrips() throws IOException {
        MatrixFile matrix = load(VALID);
        MatrixFile again = load(matrix.toProperties());
        assertThat(again.cells().stream().map(Cell::id).toList()).isEqualTo(matrix.cells().stream().map(Cell::id).toList());
        assertThat(again.repetitions()).isEqualTo(2);
    }

    /** {@link #VALID} with a scenario of its own beside a shipped one, and every pool at 64 threads. */
    private static final String OWN = VALID.replace("scenarios = hello io\n",
            "scenarios = bank-5ms io\nscenario.bank-5ms = /bank?delayMs=5&n=1000\npool.size = 64\n");

    @Test
    void aMatrixRunsScenariosOfItsOwnBesideShippedOnesWithEveryPoolAtItsSize() throws IOException {
        MatrixFile matrix = load(OWN);

        assertThat(matrix.cells()).extracting(cell -> cell.scenario().name() + " " + cell.scenario().endpoint()).contains(
                "bank-5ms /bank?delayMs=5&n=1000", "io /io?delayMs=100");
        assertThat(matrix.cells()).allSatisfy(cell -> assertThat(cell.runtime().poolSize()).as("pool of %s", cell.id()).isEqualTo(64));
        assertThat(DEFINITIONS.scenarios().names()).as("the shipped definitions are left as they are").doesNotContain("bank-5ms");
    }

    @Test
    void theMatrixARunKeepsRestatesItsOwnScenariosAndPoolSizeSoThatAResumeRunsTheSameCells() throws IOException {
        MatrixFile matrix = load(OWN);
        String kept = matrix.toProperties();

        assertThat(kept).contains("scenario.bank-5ms = /bank?delayMs=5&n=1000\n").contains("pool.size = 64\n");
        assertThat(load(kept).cells()).isEqualTo(matrix.cells());
        assertThat(load(VALID).toProperties()).as("nothing of its own, nothing written").doesNotContain("pool.size").doesNotContain("scenario.");
    }

    @Test
    void aShippedNameAnEndpointThatIsNoPathAndABadPoolSizeAreRefusedWithTheirLine() {
        assertThatThrownBy(() -> load(OWN.replace("scenario.bank-5ms", "scenario.io"))).isInstanceOf(DataFileException.class)
                .hasMessageContaining("line 5: scenario.io = '/bank?delayMs=5&n=1000'").hasMessageContaining("not one of harness/scenarios/");
        assertThatThrownBy(() -> load(OWN.replace("= /bank?delayMs=5&n=1000", "= bank"))).isInstanceOf(DataFileException.class)
                .hasMessageContaining("scenario.bank-5ms = 'bank'").hasMessageContaining("a path starting with /");
        assertThatThrownBy(() -> load(OWN.replace("pool.size = 64", "pool.size = 0"))).isInstanceOf(DataFileException.class)
                .hasMessageContaining("line 6: pool.size = '0'");
        assertThatThrownBy(() -> load(OWN.replace("scenarios = bank-5ms io", "scenarios = bank-7ms"))).isInstanceOf(DataFileException.class)
                .hasMessageContaining("scenarios = 'bank-7ms'");
        assertThatThrownBy(() -> load(OWN.replace("scenario.bank-5ms", "scenario.Bank"))).isInstanceOf(DataFileException.class)
                .hasMessageContaining("unknown key 'scenario.Bank'");
    }
}
