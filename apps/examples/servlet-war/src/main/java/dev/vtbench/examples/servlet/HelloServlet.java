package dev.vtbench.examples.servlet;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.UnaryOperator;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * The whole service: every path of the application, answered by {@link ServiceEndpoints}. A request runs either on
 * the server's request thread or, when the server defines a managed executor (see {@link RequestExecutor}),
 * asynchronously on that executor's thread, which then is the thread whose kind the mode decides.
 */
@WebServlet(urlPatterns = "/", asyncSupported = true, loadOnStartup = 1)
public class HelloServlet extends HttpServlet {

    private final ServiceEndpoints endpoints = new ServiceEndpoints();
    private transient RequestExecutor requestExecutor;

    @Override
    public void init() throws ServletException {
        requestExecutor = RequestExecutor.lookUp();
        log(requestExecutor.describe());
    }

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // Read on the request thread, before any hand-off: the path within the application (whatever the servlet
        // mapping splits it into) and the query parameters. Read on the executor's thread instead, a parameter
        // once came back missing on Liberty (GET /compute?n=20000 answered "n is missing").
        String path = request.getServletPath() + Objects.toString(request.getPathInfo(), "");
        Map<String, String[]> parameters = Map.copyOf(request.getParameterMap());
        UnaryOperator<String> query = name -> parameters.containsKey(name) ? parameters.get(name)[0] : null;
        if (requestExecutor.executor().isEmpty()) {
            respond(request, response, path, query);
            return;
        }
        ExecutorService executor = requestExecutor.executor().get();
        AsyncContext async = request.startAsync();
        try {
            executor.execute(() -> respondAsync(async, path, query));
        } catch (RejectedExecutionException full) {
            response.sendError(HttpServletResponse.SC_SERVICE_UNAVAILABLE, "no thread to run the request");
            async.complete();
        }
    }

    private void respondAsync(AsyncContext async, String path, UnaryOperator<String> query) {
        try {
            respond((HttpServletRequest) async.getRequest(), (HttpServletResponse) async.getResponse(), path, query);
        } catch (IOException | UncheckedIOException clientGone) {
            log("could not answer " + path, clientGone);
        } finally {
            async.complete();
        }
    }

    private void respond(HttpServletRequest request, HttpServletResponse response, String path,
            UnaryOperator<String> query) throws IOException {
        Answer answer;
        try {
            answer = endpoints.answer(request.getMethod(), path, query, () -> body(request));
        } catch (InterruptedException stopping) {
            Thread.currentThread().interrupt();
            answer = Answer.error(503, "{\"error\":\"the server is stopping\"}");
        }
        response.setStatus(answer.status());
        response.setContentType(answer.contentType());
        byte[] body = answer.body().getBytes(StandardCharsets.UTF_8);
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }

    private static String body(HttpServletRequest request) {
        try {
            return new String(request.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("the request body could not be read", e);
        }
    }
}
