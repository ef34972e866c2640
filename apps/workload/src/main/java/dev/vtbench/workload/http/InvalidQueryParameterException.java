package dev.vtbench.workload.http;

/** A query parameter was missing, not an integer or out of its range: the client's fault, a 400. */
public final class InvalidQueryParameterException extends RuntimeException {

    private final String parameter;
    private final String allowed;

    /**
     * @param message a sentence for the client naming the parameter, what was wrong and the range
     * @param parameter the parameter's name
     * @param allowed the accepted values, for example {@code 0..60000}
     */
    public InvalidQueryParameterException(String message, String parameter, String allowed) {
        super(message);
        this.parameter = parameter;
        this.allowed = allowed;
    }

    public String parameter() {
        return parameter;
    }

    public String allowed() {
        return allowed;
    }
}
