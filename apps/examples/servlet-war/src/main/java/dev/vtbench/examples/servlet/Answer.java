package dev.vtbench.examples.servlet;

/** What an endpoint answers: a status and a body of one content type. */
record Answer(int status, String contentType, String body) {

    static final String JSON = "application/json";
    static final String TEXT = "text/plain; charset=UTF-8";

    static Answer text(String body) {
        return new Answer(200, TEXT, body);
    }

    static Answer json(String body) {
        return new Answer(200, JSON, body);
    }

    static Answer error(int status, String json) {
        return new Answer(status, JSON, json);
    }
}
