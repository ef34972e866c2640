package dev.vtbench.harness.result;

/** How a cell ended: measured; skipped (cannot run on this machine); refused (would measure a limit, not the server); failed. */
public enum CellStatus { MEASURED, SKIPPED, REFUSED, FAILED }
