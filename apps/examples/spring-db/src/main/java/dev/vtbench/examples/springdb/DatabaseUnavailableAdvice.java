package dev.vtbench.examples.springdb;

import java.util.Map;

import org.springframework.core.NestedRuntimeException;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.http.HttpStatus;
import org.springframework.transaction.CannotCreateTransactionException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * A request that got no database connection (the database down, or the pool's 10 connections busy past its 5 s
 * timeout) answers 503 saying so, rather than Spring's generic 500: under load it is the pool that says no.
 */
@RestControllerAdvice
class DatabaseUnavailableAdvice {

    /** A query's connection (JdbcTemplate), or a transaction's (@Transactional), that could not be had. */
    @ExceptionHandler({DataAccessResourceFailureException.class, CannotCreateTransactionException.class})
    @ResponseStatus(HttpStatus.SERVICE_UNAVAILABLE)
    Map<String, String> unavailable(NestedRuntimeException e) {
        return Map.of("error", "no database connection: " + e.getMostSpecificCause().getMessage());
    }
}
