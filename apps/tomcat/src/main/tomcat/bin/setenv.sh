# Sourced by catalina.sh (Tomcat's hook for local settings) before it starts the JVM.

# Lets conf/server.xml read ${VTBENCH_...} from the environment, as the other runtimes read their
# settings; system properties are still looked up too.
CATALINA_OPTS="$CATALINA_OPTS -Dorg.apache.tomcat.util.digester.PROPERTY_SOURCE=org.apache.tomcat.util.digester.EnvironmentPropertySource"
