package dev.vtbench.harness.view;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.result.ResultsFormat;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * results.json, the record: the run and every cell in full, what `report`, `compare`, `gate` and `--resume` read back.
 * Written once per recorded cell and never by `report`, so that re-rendering cannot change what was measured.
 */
public final class JsonView implements ResultsView {
    @Override
    public String fileName() {
        return ResultsFolder.RESULTS_FILE;
    }

    /** Its schema and format first, so that a reader knows what it holds before reading on. */
    @Override
    public String render(RunSnapshot run) {
        Map<String, Object> record = new LinkedHashMap<>();
        record.put(ResultsFormat.SCHEMA_KEY, ResultsFormat.SCHEMA);
        record.put(ResultsFormat.KEY, ResultsFormat.CURRENT);
        record.put("run", run.run());
        record.put("cells", run.cells());
        try {
            return ResultsFolder.JSON.writeValueAsString(record);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot turn the results of " + run.folder() + " into JSON: " + e.getOriginalMessage(), e);
        }
    }

    @Override
    public boolean essential() {
        return true;
    }
}
