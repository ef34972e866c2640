package dev.vtbench.examples.spring;

/** A query parameter the client got wrong: answered with 400 and this message (see BadParameterAdvice). */
class BadParameterException extends RuntimeException {

    BadParameterException(String message) {
        super(message);
    }
}
