package dev.vtbench.examples.springdb;

import java.util.concurrent.ThreadLocalRandom;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/**
 * The service's endpoints: a point read and a deposit (a read-modify-write transaction), of a named account or of one
 * drawn at random (a request list names fixed paths, and the load should spread over the table), and the health check
 * vtbench polls until the service has started.
 */
@RestController
public class AccountController {

    /** What a deposit adds, in cents. */
    static final long DEPOSIT_CENTS = 1;

    private final AccountRepository accounts;
    private final long accountCount;

    AccountController(AccountRepository accounts, @Value("${example.accounts:10000}") long accountCount) {
        this.accounts = accounts;
        this.accountCount = accountCount;
    }

    @GetMapping("/accounts/{id}")
    public Account read(@PathVariable("id") long id) {
        return accounts.find(id).orElseThrow(() -> noAccount(id));
    }

    @GetMapping("/accounts/random")
    public Account readAny() {
        return read(anyId());
    }

    @PostMapping("/accounts/{id}/deposit")
    public Account deposit(@PathVariable("id") long id) {
        return accounts.deposit(id, DEPOSIT_CENTS).orElseThrow(() -> noAccount(id));
    }

    @PostMapping("/accounts/random/deposit")
    public Account depositToAny() {
        return deposit(anyId());
    }

    @GetMapping("/health")
    public Health health() {
        return new Health("UP");
    }

    /** An id of schema.sql's accounts, 1..example.accounts, uniformly. */
    long anyId() {
        return ThreadLocalRandom.current().nextLong(1, accountCount + 1);
    }

    private static ResponseStatusException noAccount(long id) {
        return new ResponseStatusException(HttpStatus.NOT_FOUND, "no account " + id + ": schema.sql seeds ids 1..10000");
    }

    public record Health(String status) {}
}
