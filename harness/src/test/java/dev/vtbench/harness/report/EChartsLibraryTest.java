package dev.vtbench.harness.report;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The inlined ECharts library: the version the code names is the jar's, and only a text that cannot end its element early is inlined. */
class EChartsLibraryTest {

    @Test
    void namesTheVersionOfTheWebjarOnTheClassPath() throws IOException {
        Properties jar = new Properties();
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("META-INF/maven/org.webjars.npm/echarts/pom.properties")) {
            assertThat(in).as("the org.webjars.npm:echarts jar's pom.properties on the class path").isNotNull();
            jar.load(in);
        }
        assertThat(EChartsLibrary.VERSION).as("EChartsLibrary.VERSION against harness/pom.xml's webjar").isEqualTo(jar.getProperty("version"));
        assertThat(EChartsLibrary.script()).as("the minified library, read from the jar").hasSizeGreaterThan(100_000).contains("echarts");
    }

    @Test
    void refusesAScriptThatWouldEndItsElementEarly() {
        assertThatThrownBy(() -> EChartsLibrary.requireInlinable("evil.js", "var a = '</SCRIPT>';"))
                .hasMessageContaining("evil.js contains \"</script\"").hasMessageContaining("cannot be inlined");
        assertThat(EChartsLibrary.requireInlinable("fine.js", "var a = '<\\/script>';")).as("an escaped one is fine").isNotEmpty();
    }

    @Test
    void saysWhatToDoWhenTheLibraryIsMissing() {
        assertThatThrownBy(() -> EChartsLibrary.read("META-INF/resources/webjars/echarts/0.0.0/dist/none.js"))
                .hasMessageContaining("is not on the class path").hasMessageContaining("org.webjars.npm:echarts");
    }
}
