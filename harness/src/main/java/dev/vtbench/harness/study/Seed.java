package dev.vtbench.harness.study;

import java.util.regex.Pattern;

/**
 * A published experiment a study reruns, named by its file in ../shared/seeds/ ("003_5f8efe9c214e5e54.txt"), the
 * developers' copy beside the checkout: the article itself is not redistributed. What a report cites is its page in the
 * repository, docs/seeds/ with the same name in .md (its title, author and the passages the studies quote), and its
 * number ("Seed 003"), so a report never points outside the checkout. {@code SeedPagesTest} keeps a page for every seed cited.
 */
public record Seed(String file) {
    /** Where the pages sit, from the checkout's root. */
    public static final String PAGES = "docs/seeds/";
    private static final Pattern NAME = Pattern.compile("(\\d{3})_[0-9a-f]+\\.txt");

    public Seed {
        if (!NAME.matcher(file).matches()) {
            throw new IllegalArgumentException("'" + file + "' is not a seed's file name: expected NNN_<hash>.txt, as in ../shared/seeds/");
        }
    }

    /** "003". */
    public String number() {
        return file.substring(0, 3);
    }

    /** "Seed 003", as findings name it. */
    public String label() {
        return "Seed " + number();
    }

    /** "docs/seeds/003_5f8efe9c214e5e54.md": its page, from the checkout's root. */
    public String page() {
        return PAGES + file.substring(0, file.length() - ".txt".length()) + ".md";
    }

    /** "Seed 003 (docs/seeds/003_5f8efe9c214e5e54.md)": how a report and `study --list` cite it. */
    public String citation() {
        return label() + " (" + page() + ")";
    }
}
