package dev.vtbench.examples.spring;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The service's endpoints, each a kind of work a real service does: a cheap answer, a blocking call (where virtual
 * threads help: the request thread waits without holding a platform thread), some CPU, a JSON round trip, and the
 * health check vtbench polls until the service has started.
 */
@RestController
public class HelloController {

    /** Long enough to stand for a database or remote call, short enough that no request hangs a test. */
    static final BoundedParameter WORK_MILLIS = new BoundedParameter("ms", 0, 1_000);
    static final BoundedParameter COMPUTE_LIMIT = new BoundedParameter("n", 1, 100_000);

    @GetMapping(path = "/hello", produces = MediaType.TEXT_PLAIN_VALUE)
    public String hello(@RequestParam(name = "name", defaultValue = "vtbench") String name) {
        return "Hello, " + name + "!";
    }

    /** Blocks the request thread for {@code ms} milliseconds, as a call to a slow dependency would. */
    @GetMapping("/work")
    public WorkDone work(@RequestParam(name = "ms", required = false) String ms)
            throws InterruptedException {
        int millis = WORK_MILLIS.parse(ms);
        Thread.sleep(millis);
        return new WorkDone(millis, Thread.currentThread().isVirtual());
    }

    @GetMapping("/compute")
    public PrimesCounted compute(@RequestParam(name = "n", required = false) String n) {
        int limit = COMPUTE_LIMIT.parse(n);
        return new PrimesCounted(limit, PrimeCounter.countUpTo(limit));
    }

    /** Any JSON value back as it came; Spring answers 400 to a body that is not JSON, 415 to another type. */
    @PostMapping(path = "/echo", consumes = MediaType.APPLICATION_JSON_VALUE)
    public Object echo(@RequestBody Object body) {
        return body;
    }

    @GetMapping("/health")
    public Health health() {
        return new Health("UP");
    }

    /** The JSON answers: records, so that their fields come out in this order. */
    public record WorkDone(int sleptMillis, boolean virtualThread) {}

    public record PrimesCounted(int n, int primes) {}

    public record Health(String status) {}
}
