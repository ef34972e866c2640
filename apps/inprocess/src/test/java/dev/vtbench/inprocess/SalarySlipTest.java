package dev.vtbench.inprocess;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A slip is the same document whoever renders it, so both executors' checksums must agree; employees' slips differ. */
class SalarySlipTest {

    @Test
    void renderingIsDeterministicPerEmployee() {
        assertThat(SalarySlip.render(7, 16).checksum()).isEqualTo(SalarySlip.render(7, 16).checksum());
        assertThat(SalarySlip.render(7, 16).checksum()).isNotEqualTo(SalarySlip.render(8, 16).checksum());
    }

    @Test
    void theDocumentIsAboutItsSizeOnceLaidOutAndEncoded() {
        // 64 KB of text, padded to 72-column lines (a little larger) and Base64-encoded (4/3 larger).
        assertThat(SalarySlip.render(1, 64).size()).isBetween(64 * 1024 * 4 / 3, 64 * 1024 * 2);
    }
}
