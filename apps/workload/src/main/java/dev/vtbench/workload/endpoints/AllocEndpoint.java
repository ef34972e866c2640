package dev.vtbench.workload.endpoints;

import dev.vtbench.workload.http.Endpoint;
import dev.vtbench.workload.http.IntRangeParameter;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import dev.vtbench.workload.json.JsonObjectWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code GET /alloc?kb=K}: allocates K KiB in 1 KiB arrays, all kept alive until the response is
 * built. It puts the garbage collector in the benchmark: with hundreds or thousands of requests
 * in flight, it shows how each threading mode fares when the heap, not the CPU or a backend, is
 * the scarce resource.
 */
public final class AllocEndpoint implements Endpoint {

    /**
     * KiB to allocate per request: 1..65536 (64 MiB). Beyond that, a few concurrent requests would
     * exhaust a container's heap and the run would measure OutOfMemoryError, not allocation.
     */
    public static final IntRangeParameter KB = new IntRangeParameter("kb", 1, 65_536);

    static final int BLOCK_BYTES = 1024;

    @Override
    public WorkloadResponse handle(WorkloadRequest request) {
        int kb = KB.readFrom(request);
        // Kept in a list until the end, so the blocks survive as long as the request, like a
        // request's working data, instead of dying young one by one.
        List<byte[]> blocks = new ArrayList<>(kb);
        for (int i = 0; i < kb; i++) {
            byte[] block = new byte[BLOCK_BYTES];
            block[0] = firstByte(i);
            block[BLOCK_BYTES - 1] = lastByte(i);
            blocks.add(block);
        }
        Fnv1aChecksum checksum = new Fnv1aChecksum();
        for (byte[] block : blocks) {
            checksum.addByte(block[0]).addByte(block[BLOCK_BYTES - 1]).addInt(block.length);
        }
        return WorkloadResponse.json(200, new JsonObjectWriter()
                .number("kb", kb)
                .string("checksum", checksum.hex())
                .toJson());
    }

    /**
     * The checksum {@code /alloc} answers for {@code kb}, computed without allocating: 16 hex
     * digits of the FNV-1a hash, over every block in order, of its first byte, last byte and length.
     */
    public static String expectedChecksum(int kb) {
        Fnv1aChecksum checksum = new Fnv1aChecksum();
        for (int i = 0; i < kb; i++) {
            checksum.addByte(firstByte(i)).addByte(lastByte(i)).addInt(BLOCK_BYTES);
        }
        return checksum.hex();
    }

    // What each block is touched with: its index, so a lost or reordered block changes the checksum.
    private static byte firstByte(int blockIndex) {
        return (byte) blockIndex;
    }

    private static byte lastByte(int blockIndex) {
        return (byte) (blockIndex >>> Byte.SIZE);
    }
}
