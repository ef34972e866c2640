package dev.vtbench.harness.study;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every seed a study cites has its page in docs/seeds/ (the article's title, author and the passages quoted, never its
 * full text), so that a report, which points at the page, never points outside the checkout: the seed each study and
 * each claim file names, and every seed a study's words cite ("seed 001", "Seeds 004 and 001").
 */
class SeedPagesTest {
    /** The harness module's folder is the tests' working directory; the pages are the repository's. */
    private static final Path ROOT = Path.of("..");
    private static final Path STUDY_SOURCES = Path.of("src/main/java/dev/vtbench/harness/study");
    private static final Path CLAIM_FILES = Path.of("src/main/resources", StudyClaimFile.FOLDER);
    private static final Pattern CITED = Pattern.compile("(?i)\\bseeds? (\\d{3})(?: and (\\d{3}))?");

    @Test
    void everyStudysSeedHasItsPageSayingWhereTheFullTextIs() throws IOException {
        String index = Files.readString(ROOT.resolve(Seed.PAGES + "README.md"));
        for (Study study : Studies.all()) {
            Seed seed = study.seed();
            Path page = ROOT.resolve(seed.page());
            assertThat(page).as("the page of %s, which study %s cites", seed.file(), study.name()).isRegularFile();
            assertThat(Files.readString(page)).as("%s", page).contains("# " + seed.label() + ":").contains("**Title:**")
                    .contains("**Author:**").contains("not redistributed").contains("`../shared/seeds/" + seed.file() + "`");
            assertThat(index).as("docs/seeds/README.md's line for %s", seed.label())
                    .contains("[" + seed.number() + "](" + Path.of(seed.page()).getFileName() + ")").contains("`" + study.name() + "`");
        }
    }

    @Test
    void everyClaimFilesSeedHasItsPage() throws IOException {
        List<Path> claims = files(CLAIM_FILES, ".properties");
        assertThat(claims).as("claim files in %s", CLAIM_FILES).isNotEmpty();
        for (Path claim : claims) {
            String name = claim.getFileName().toString().replace(".properties", "");
            String seed = StudyClaimFile.read(name, claim, Files.readAllLines(claim)).seedFile();
            assertThat(ROOT.resolve(new Seed(seed).page())).as("the page of the seed %s cites", claim).isRegularFile();
        }
    }

    @Test
    void everySeedAStudyCitesInWordsHasItsPage() throws IOException {
        Set<String> pages = new TreeSet<>();
        try (Stream<Path> files = Files.list(ROOT.resolve(Seed.PAGES))) {
            files.map(file -> file.getFileName().toString()).filter(name -> name.matches("\\d{3}_.*\\.md"))
                    .forEach(name -> pages.add(name.substring(0, 3)));
        }
        Set<String> cited = new TreeSet<>();
        for (Path file : Stream.concat(files(STUDY_SOURCES, ".java").stream(), files(CLAIM_FILES, ".properties").stream()).toList()) {
            Matcher seeds = CITED.matcher(Files.readString(file));
            while (seeds.find()) {
                cited.add(seeds.group(1));
                if (seeds.group(2) != null) {
                    cited.add(seeds.group(2));
                }
            }
        }
        assertThat(cited).as("seeds the studies cite in words").contains("000", "001", "002", "003", "004");
        assertThat(pages).as("seeds with a page in docs/seeds/").containsAll(cited);
    }

    private static List<Path> files(Path folder, String suffix) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(file -> file.toString().endsWith(suffix)).sorted().toList();
        }
    }
}
