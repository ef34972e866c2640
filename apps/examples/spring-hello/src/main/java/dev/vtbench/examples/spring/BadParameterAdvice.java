package dev.vtbench.examples.spring;

import java.util.Map;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/** Says in the 400 answer what was wrong, instead of Spring's generic error body. */
@RestControllerAdvice
class BadParameterAdvice {

    @ExceptionHandler
    @ResponseStatus(HttpStatus.BAD_REQUEST)
    Map<String, String> badParameter(BadParameterException e) {
        return Map.of("error", e.getMessage());
    }
}
