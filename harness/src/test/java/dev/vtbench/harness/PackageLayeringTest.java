package dev.vtbench.harness;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import dev.vtbench.gatling.schema.SimulationSchema;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleName;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleNameEndingWith;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The harness's packages, top to bottom (docs/architecture.md, "The harness's packages"): a package may use the
 * packages of the tiers below its own, never one of its own tier or above. A back-edge fails naming the class, the
 * member and the line that uses the higher package. The compiled main classes are read, so an import, a fully
 * qualified name and a lambda's body all count; javadoc does not.
 */
class PackageLayeringTest {
    private static final String ROOT = "dev.vtbench.harness";
    private static final String SCHEMA = "dev.vtbench.gatling.schema";
    /** Top to bottom; the packages of one tier do not use each other. */
    private static final List<List<String>> TIERS = List.of(
            List.of("cli"), // with the root package's entry points (see packagesOf)
            List.of("study"),
            List.of("run", "gate"),
            List.of("view"),
            List.of("report"),
            List.of("verdict"),
            List.of("result", "driver", "service"),
            List.of("metrics", "verify"),
            List.of("docker"),
            List.of("engine"),
            List.of("matrix"),
            List.of("load"));

    private static JavaClasses harness;

    @BeforeAll
    static void importMainClasses() {
        harness = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS).importPackages(ROOT);
    }

    @Test
    void eachPackageUsesOnlyTheTiersBelowIt() {
        LayeredArchitecture layers = layeredArchitecture().consideringOnlyDependenciesInLayers();
        for (List<String> tier : TIERS) {
            for (String name : tier) {
                layers = layers.layer(name).definedBy(packagesOf(name));
            }
        }
        for (int i = 0; i < TIERS.size(); i++) {
            String[] below = TIERS.subList(i + 1, TIERS.size()).stream().flatMap(List::stream).toArray(String[]::new);
            for (String name : TIERS.get(i)) {
                layers = below.length == 0 ? layers.whereLayer(name).mayNotAccessAnyLayer() : layers.whereLayer(name).mayOnlyAccessLayers(below);
            }
        }
        layers.because("a lower package owns the concepts a higher one uses (docs/architecture.md)").check(harness);
    }

    @Test
    void everyPackageHasItsTier() {
        List<String> packages = new ArrayList<>();
        TIERS.forEach(tier -> tier.forEach(name -> packages.addAll(List.of(packagesOf(name)))));
        classes().should().resideInAnyPackage(packages.toArray(String[]::new))
                .because("a new package takes its place in PackageLayeringTest.TIERS and docs/architecture.md")
                .check(harness);
    }

    @Test
    void thePackagesHaveNoCycle() {
        slices().matching(ROOT + ".(*)..").should().beFreeOfCycles().check(harness);
    }

    /**
     * The harness names no simulation and reads no one simulation's own schema: it asks {@code load.Simulation}
     * (constantLoad(), fixedModel(), ...), so that a new simulation is added in the gatling module alone.
     */
    @Test
    void noSimulationIsNamedInTheHarness() {
        noClasses().should().dependOnClassesThat(resideInAPackage(SCHEMA).and(simpleNameEndingWith("Schema"))
                        .and(not(simpleName("CommonSchema").or(simpleName("LoadSchema")).or(simpleName("SimulationSchema")))))
                .because("the keys every simulation shares are CommonSchema's and LoadSchema's; the others are one simulation's own")
                .check(harness);
        noClasses().should().accessFieldWhere(describe("a SimulationSchema constant but DEFAULT",
                        access -> access.getTargetOwner().isEquivalentTo(SimulationSchema.class) && !access.getName().equals("DEFAULT")))
                .because("ask the simulation what it is (constantLoad(), fixedModel(), rateParameter(), plannedSeconds(), "
                        + "inconsistency()) and declare the answer in gatling's SimulationSchema; DEFAULT is the one it may name")
                .check(harness);
    }

    /**
     * A layer's packages. The root package's Vtbench and RunOutcome share cli's: Vtbench calls cli.Main, and cli
     * returns a RunOutcome, which stays where users' tests import it from. That is the one cycle left between packages.
     */
    private static String[] packagesOf(String layer) {
        return layer.equals("cli") ? new String[] {ROOT, ROOT + ".cli.."} : new String[] {ROOT + "." + layer + ".."};
    }
}
