package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.DataFile;

import java.util.List;
import java.util.Optional;

/**
 * A study as its claim file declares it (harness/src/main/resources/studies/NAME.properties, read by
 * {@link StudyClaimFile}): the published experiment it reruns and what it claims, the judge that holds the measured
 * figures against that claim, and the judge's own data (a published range, a seed's table, the JDK of a change), which
 * the judge reads from {@link #file()} with the file's line in every error.
 *
 * @param seedFile the seed it reruns, by file name in ../shared/seeds/ (its page: {@link Seed#page()})
 * @param statement the claim in words, as its findings quote it ("10-40% lower CPU-bound throughput with virtual threads")
 * @param method the first method line: the work or request, and why it tests the claim
 * @param methodNote a last method line of the study's own, if any (what a 2-core machine can and cannot show, say)
 * @param matrix the preset in harness/matrices/ a matrix study runs at its default scale; none for an in-process study
 */
public record StudyClaim(String name, String title, String summary, String seedFile, String published, String statement,
                         String method, Optional<String> methodNote, StudyJudgeKind judge, Optional<String> matrix, DataFile file) {

    /** "Seed 004": the seed's number, from its file name. */
    String seedLabel() {
        return new Seed(seedFile).label();
    }

    /** The key that holds {@code key}'s value at a scale: {@code tiny.KEY} or {@code full.KEY}, or {@code KEY} itself at the default one. */
    static String keyAt(StudyScale scale, String key) {
        return scale == StudyScale.DEFAULT ? key : scale.option() + "." + key;
    }

    /** "; tiny 20; full 50,200": what the file sets for the scales other than the default, as an option's help gives it. */
    String otherScales(String key) {
        StringBuilder text = new StringBuilder();
        for (StudyScale scale : List.of(StudyScale.TINY, StudyScale.FULL)) {
            wordsAt(scale, key).ifPresent(words -> text.append("; ").append(scale.option()).append(' ').append(String.join(",", words)));
        }
        return text.toString();
    }

    /** "MEANING (default 100000; tiny 10000)": an option whose defaults at every scale are the file's. */
    String optionHelp(String key, String meaning) {
        return meaning + " (default " + String.join(",", file.words(key)) + otherScales(key) + ")";
    }

    /** The words of {@code key} at a scale; empty where the file sets none (a matrix study's default is then its preset's). */
    Optional<List<String>> wordsAt(StudyScale scale, String key) {
        List<String> words = file.words(keyAt(scale, key));
        return words.isEmpty() ? Optional.empty() : Optional.of(words);
    }

    /** Whole numbers from {@code min} to {@code max} at a scale, if the file sets them there. */
    Optional<List<Integer>> wholeNumbersAt(StudyScale scale, String key, int min, int max) {
        String scaled = keyAt(scale, key);
        return wordsAt(scale, key).map(words -> words.stream().map(word -> whole(scaled, word, min, max)).toList());
    }

    /** The same, or the default scale's where the file sets none for this scale: an in-process study's own defaults. */
    List<Integer> wholeNumbersOrDefault(StudyScale scale, String key, int min, int max) {
        return wholeNumbersAt(scale, key, min, max).or(() -> wholeNumbersAt(StudyScale.DEFAULT, key, min, max))
                .orElseThrow(() -> file.invalid(key, "", "whole numbers from " + StudyFormat.count(min) + " to " + StudyFormat.count(max)));
    }

    /** One whole number, as {@link #wholeNumbersOrDefault} reads it. */
    int wholeNumberOrDefault(StudyScale scale, String key, int min, int max) {
        List<Integer> values = wholeNumbersOrDefault(scale, key, min, max);
        if (values.size() != 1) {
            throw file.invalid(keyAt(scale, key), values.toString(), "one whole number");
        }
        return values.get(0);
    }

    /** The numbers of {@code key} (decimals), each from {@code min} to {@code max}. */
    List<Double> numbers(String key, double min, double max) {
        List<Double> values = file.words(key).stream().map(word -> {
            try {
                double value = Double.parseDouble(word);
                if (value >= min && value <= max) {
                    return value;
                }
            } catch (NumberFormatException e) {
                // refused below, with the key
            }
            throw file.invalid(key, file.required(key), "numbers from " + min + " to " + max + " separated by spaces");
        }).toList();
        if (values.isEmpty()) {
            throw file.invalid(key, "", "numbers from " + min + " to " + max + " separated by spaces");
        }
        return values;
    }

    private int whole(String key, String word, int min, int max) {
        try {
            int value = Integer.parseInt(word);
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // refused below, with the key
        }
        throw file.invalid(key, word, "whole numbers from " + StudyFormat.count(min) + " to " + StudyFormat.count(max) + " separated by spaces");
    }
}
