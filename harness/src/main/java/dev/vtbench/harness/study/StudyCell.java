package dev.vtbench.harness.study;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * One cell of a study's table: a label in words (a runtime, a mode, a condition) or a figure ({@link StudyFigure}).
 * study.json holds a label as a string and a figure as its numbers; study.md and study.html show each cell's text.
 */
public sealed interface StudyCell permits StudyCell.Label, StudyFigure {

    /** What study.md and study.html show. */
    String text();

    static StudyCell label(String text) {
        return new Label(text);
    }

    /** Words, not a figure: study.json holds the string itself. */
    record Label(String text) implements StudyCell {
        @JsonValue
        @Override
        public String text() {
            return text;
        }
    }
}
