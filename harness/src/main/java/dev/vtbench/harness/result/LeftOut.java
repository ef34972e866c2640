package dev.vtbench.harness.result;

/**
 * Why one repetition's window is left out of its cell's figures, while the cell's other repetitions still count: each
 * repetition is a JVM of its own, and a round that went wrong (a busy machine, a JIT that kept compiling, a rate that
 * never settled) says nothing of the others. A cell whose every repetition is left out carries the reason's flag
 * ({@link Reason#flag()}); one with some left out, {@link Flag#LEFT_OUT}.
 */
public record LeftOut(Reason reason, String text) {

    public enum Reason {
        /** No window: the rate never steady, or the JIT still compiling, by the warm-up's cap. */
        NEVER_STEADY(Flag.NOT_STEADY, "never steady"),
        /** The rate rose or fell inside the window beyond what its noise explains. */
        DRIFTED(Flag.NOT_STEADY, "drifted in its window"),
        /** The server's JIT compiler worked through the window: it measured code still being compiled. */
        JIT_BUSY(Flag.JIT_BUSY, "the JIT compiling in its window"),
        /** Another process used the server's or the driver's cores around the window. */
        NOISE(Flag.NOISY_MACHINE, "the machine busy");

        private final Flag flag;
        private final String words;

        Reason(Flag flag, String words) {
            this.flag = flag;
            this.words = words;
        }

        /** "never steady", as a count of repetitions left out names it: "2 never steady". */
        public String words() {
            return words;
        }

        /** The flag of a cell whose every repetition was left out for this reason. */
        public Flag flag() {
            return flag;
        }
    }
}
