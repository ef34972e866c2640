# Every vtbench image, built by `docker buildx bake` from the same Dockerfiles, contexts and build arguments
# as the harness (which builds them through the Docker Engine API). Use the default `docker` driver: the
# docker-container driver pulls an image, and Dockerfiles carry no `# syntax=` line for the same reason.
#
# Hermetic (no registry; the default):
#   harness/vtbench prepare            # base OS image (debootstrap) + JDK runtimes staged in images/target/jdk/
#   docker buildx bake jdk             # the JDK layers vtbench/jdk:<jvm>
#   docker buildx bake                 # the runtime images vtbench/<runtime>:<jvm> and vtbench/backend:latest
# Registry (machines that can pull; no JDK layer is built):
#   SOURCE=registry docker buildx bake
# Other JVMs:  JVMS=temurin-25,semeru-25 docker buildx bake jdk apps   (semeru-25 needs SEMERU_HOME when hermetic)
# Builds run with network "none": nothing is fetched while building (and with `dockerd --bridge=none` the
# default bridge network that RUN steps would otherwise join does not exist).
# Bake cannot order a FROM on another target's image with this engine (no named contexts in its builtin
# Dockerfile frontend), hence the two steps for the hermetic source.

variable "SOURCE" {
  default = "hermetic"
}

variable "JVMS" {
  default = "temurin-25,temurin-21"
}

variable "RUNTIMES" {
  default = "plain-jdk,tomcat,liberty"
}

variable "BASE_IMAGE" {
  default = "vtbench/base-os:bookworm"
}

# The backend delay service always runs on the newest JVM: it must never be the bottleneck.
variable "BACKEND_JVM" {
  default = "temurin-25"
}

# Registry images per JVM, as in images/jvms/<jvm>.properties (registry.image).
function "registry_image" {
  params = [jvm]
  result = {
    "temurin-25" = "eclipse-temurin:25-jre"
    "temurin-21" = "eclipse-temurin:21-jre"
    "semeru-25"  = "ibm-semeru-runtimes:open-25-jre"
  }[jvm]
}

function "jdk_image" {
  params = [jvm]
  result = SOURCE == "registry" ? registry_image(jvm) : "vtbench/jdk:${jvm}"
}

group "default" {
  targets = ["apps"]
}

group "apps" {
  targets = ["runtime", "backend", "driver"]
}

target "jdk" {
  name       = "jdk-${replace(jvm, ".", "-")}"
  matrix     = { jvm = split(",", JVMS) }
  context    = "images/target/jdk/${jvm}"
  dockerfile = "../../../jdk/Dockerfile"
  args       = { BASE_IMAGE = BASE_IMAGE }
  network    = "none"
  tags       = ["vtbench/jdk:${jvm}"]
}

target "runtime" {
  name       = "${runtime}-${replace(jvm, ".", "-")}"
  matrix     = { runtime = split(",", RUNTIMES), jvm = split(",", JVMS) }
  context    = "apps/${runtime}"
  dockerfile = "../../images/${runtime}/Dockerfile"
  args       = { JDK_IMAGE = jdk_image(jvm) }
  network    = "none"
  tags       = ["vtbench/${runtime}:${jvm}"]
}

target "backend" {
  context    = "apps/backend"
  dockerfile = "../../images/backend/Dockerfile"
  args       = { JDK_IMAGE = jdk_image(BACKEND_JVM) }
  network    = "none"
  tags       = ["vtbench/backend:latest"]
}

# The Gatling driver as a container (drivers on other engines), on the newest JVM like the backend.
target "driver" {
  context    = "gatling"
  dockerfile = "../images/driver/Dockerfile"
  args       = { JDK_IMAGE = jdk_image(BACKEND_JVM) }
  network    = "none"
  tags       = ["vtbench/driver:latest"]
}

# The database of /db cells and of services that declare one (vtbench/postgres:15): Debian's PostgreSQL, installed from
# the packages `harness/vtbench prepare` stages with apt into images/target/postgres/debs (images/postgres/stage-packages.sh).
# Not in the default group: `docker buildx bake database` after prepare.
target "database" {
  context    = "images"
  dockerfile = "postgres/Dockerfile"
  args       = { BASE_IMAGE = BASE_IMAGE }
  network    = "none"
  tags       = ["vtbench/postgres:15"]
}
