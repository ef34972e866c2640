package dev.vtbench.workload.endpoints;

import java.lang.management.BufferPoolMXBean;
import java.lang.management.ManagementFactory;

/**
 * The JVM's direct byte buffers: off-heap memory that NIO servers allocate for sockets, which counts
 * against a container's memory limit without showing in the heap. {@code null} figures where the JVM
 * has no pool named "direct".
 *
 * @param count buffers allocated and not yet freed
 * @param memoryUsedBytes memory the JVM uses for them
 * @param totalCapacityBytes the buffers' total capacity
 */
record DirectBufferPool(Long count, Long memoryUsedBytes, Long totalCapacityBytes) {

    static DirectBufferPool ofThisJvm() {
        for (BufferPoolMXBean pool : ManagementFactory.getPlatformMXBeans(BufferPoolMXBean.class)) {
            if (pool.getName().equals("direct")) {
                return new DirectBufferPool(pool.getCount(), pool.getMemoryUsed(), pool.getTotalCapacity());
            }
        }
        return new DirectBufferPool(null, null, null);
    }
}
