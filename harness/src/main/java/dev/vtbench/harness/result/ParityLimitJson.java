package dev.vtbench.harness.result;

import dev.vtbench.harness.verify.ParityLimit;
import dev.vtbench.harness.verify.ParityRecord;
import dev.vtbench.workload.limits.LimitKind;

import java.util.List;

/**
 * A {@link ParityLimit} as results hold it, in a cell's context under {@code parity}: its kind as {@code /limits} names
 * it ("connections"), its value as text or {@code null} where the server could not read it.
 */
record ParityLimitJson(String name, String kind, String value, String source) {

    static List<ParityLimitJson> of(ParityRecord record) {
        return record.limits().stream().map(limit -> new ParityLimitJson(limit.name(), limit.kind().jsonName(), limit.value(),
                limit.source())).toList();
    }

    /** The record results hold; none (results written before it was recorded) is {@link ParityRecord#NOT_READ}. */
    static ParityRecord record(List<ParityLimitJson> limits) {
        return limits == null ? ParityRecord.NOT_READ : new ParityRecord(limits.stream()
                .map(limit -> new ParityLimit(limit.name(), LimitKind.ofJsonName(limit.kind()), limit.value(), limit.source())).toList());
    }
}
