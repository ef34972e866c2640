/**
 * Every file a run folder shows its results in, and the one writer of them all. Each file is a {@link
 * dev.vtbench.harness.view.ResultsView}: a name, a rendering of a {@link dev.vtbench.harness.view.RunSnapshot}, and
 * whether the run must stop when it cannot be written. {@link dev.vtbench.harness.view.ResultsWriter} writes them, after
 * each recorded cell and again for `harness/vtbench report`, each through {@code result.AtomicFile}.
 *
 * <p>Adding a fifth view is one class here implementing {@code ResultsView} and one line in {@link
 * dev.vtbench.harness.view.Views#all()}: the writer, `run`, `--resume` and `report` then write it with the others.
 */
package dev.vtbench.harness.view;
