package dev.vtbench.harness.result;

/**
 * A user's own service in a cell (whose pools vtbench neither sizes nor sees): its service file, and how it was switched
 * into the cell's mode (its -D properties, which come after server.jvm.options and so win, its variables, its server.xml
 * fragment). A cell of one of vtbench's own runtimes has none.
 */
public record OwnServiceRef(String file, String modeSwitch) {}
