package io.boardstate.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * k8s/ rendered by kustomize: every object valid against the Kubernetes schemas, and the shape a
 * platform team expects (probes on the real health paths and port, resources, security context,
 * PDB, HPA, rolling update, the Secret reference, a NetworkPolicy that lets in and out only what
 * the service needs).
 */
class ManifestsTest {
    private static final Set<String> PRIVATE_RANGES =
            Set.of("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "169.254.0.0/16");

    @Test
    void everyRenderedObjectIsValidAgainstTheKubernetesSchemas() throws Exception {
        List<JsonNode> objects = Kustomize.render();
        Set<String> kinds = new TreeSet<>();
        for (JsonNode object : objects) {
            KubernetesSchemas.validate(object);
            kinds.add(object.path("kind").asText());
            assertEquals(
                    "boardstate",
                    object.at("/metadata/labels/app.kubernetes.io~1name").asText(),
                    "every object is labelled: " + object.at("/metadata/name"));
        }
        assertEquals(
                Set.of(
                        "ConfigMap",
                        "Deployment",
                        "Service",
                        "PodDisruptionBudget",
                        "HorizontalPodAutoscaler",
                        "NetworkPolicy"),
                kinds);
        KubernetesSchemas.validate(Kustomize.read(Path.of("k8s/secret.example.yaml")));
        KubernetesSchemas.validate(Kustomize.read(Path.of("k8s/admin-secret.example.yaml")));
    }

    @Test
    void organizersOnlyTheAdminKeyFromItsSecretAndNoAnonymousCreation() throws Exception {
        JsonNode example = Kustomize.read(Path.of("k8s/admin-secret.example.yaml"));
        assertTrue(example.at("/stringData").has("BOARDSTATE_ADMIN_KEY"));
        String secret = example.at("/metadata/name").asText();
        List<String> referenced = new ArrayList<>();
        container()
                .path("envFrom")
                .forEach(e -> referenced.add(e.at("/secretRef/name").asText()));
        assertTrue(referenced.contains(secret), "the Deployment reads Secret " + secret);
        for (JsonNode env : container().path("env"))
            assertFalse(env.path("name").asText().equals("BOARDSTATE_ADMIN_KEY"), "no inline admin key");
        JsonNode configMap = Kustomize.render().stream()
                .filter(o -> o.at("/metadata/name").asText().equals("boardstate")
                        && o.path("kind").asText().equals("ConfigMap"))
                .findFirst()
                .orElseThrow();
        assertEquals(
                "false",
                configMap.at("/data/BOARDSTATE_ANONYMOUS_CREATE").asText(),
                "deployed, matches are created with organizer keys only");
    }

    @Test
    void theValidatorRejectsWhatTheApiServerWouldReject() throws Exception {
        JsonNode deployment = Kustomize.only("Deployment");
        List<Consumer<ObjectNode>> breakages = List.of(
                d -> ((ObjectNode) d.get("spec")).put("replica", 2), // typo: an unknown field
                d -> ((ObjectNode) d.get("spec")).put("replicas", "two"),
                d -> ((ObjectNode) d.at("/spec/template/spec/containers/0")).remove("name"), // required
                d -> ((ObjectNode) d.at("/spec/template/spec/containers/0/readinessProbe/httpGet")).putObject("port"),
                d -> ((ObjectNode) d.at("/spec/template/spec/containers/0/resources/limits")).put("memory", "lots"));
        for (Consumer<ObjectNode> breakage : breakages) {
            ObjectNode broken = deployment.deepCopy();
            breakage.accept(broken);
            assertThrows(IllegalArgumentException.class, () -> KubernetesSchemas.validate(broken), broken::toString);
        }
    }

    @Test
    void probesUseTheManagementPortAndTheRealHealthPaths() throws Exception {
        ServiceConfig config = new ServiceConfig();
        JsonNode container = container();
        int managementPort = containerPort(container, "management");
        assertEquals(Integer.parseInt(config.defaultOf("quarkus.management.port")), managementPort);
        assertEquals(Integer.parseInt(config.defaultOf("quarkus.http.port")), containerPort(container, "http"));
        JsonNode configMap = Kustomize.render().stream()
                .filter(o -> o.at("/metadata/name").asText().equals("boardstate")
                        && o.path("kind").asText().equals("ConfigMap"))
                .findFirst()
                .orElseThrow();
        assertEquals(
                Integer.toString(managementPort),
                configMap
                        .at("/data/" + config.variableOf("quarkus.management.port"))
                        .asText(),
                "the ConfigMap sets the management port the probes use");
        assertEquals(
                Integer.toString(containerPort(container, "http")),
                configMap.at("/data/" + config.variableOf("quarkus.http.port")).asText());
        assertProbe(container, "startupProbe", "/q/health/started");
        assertProbe(container, "readinessProbe", "/q/health/ready");
        assertProbe(container, "livenessProbe", "/q/health/live");
        JsonNode annotations = Kustomize.only("Deployment").at("/spec/template/metadata/annotations");
        assertEquals("true", annotations.path("prometheus.io/scrape").asText());
        assertEquals("/q/metrics", annotations.path("prometheus.io/path").asText());
        assertEquals(
                Integer.toString(managementPort),
                annotations.path("prometheus.io/port").asText());
        // The Service exposes the API only.
        JsonNode service = Kustomize.only("Service");
        assertEquals(1, service.at("/spec/ports").size());
        assertEquals("http", service.at("/spec/ports/0/targetPort").asText());
    }

    @Test
    void resourcesSecurityAndGracefulShutdown() throws Exception {
        JsonNode deployment = Kustomize.only("Deployment");
        JsonNode pod = deployment.at("/spec/template/spec");
        JsonNode container = container();
        for (String path : new String[] {"/requests/cpu", "/requests/memory", "/limits/memory"}) {
            assertFalse(container.at("/resources" + path).isMissingNode(), "resources" + path);
        }
        assertTrue(pod.at("/securityContext/runAsNonRoot").asBoolean());
        assertTrue(pod.at("/securityContext/runAsUser").asInt() > 0);
        assertEquals(
                "RuntimeDefault", pod.at("/securityContext/seccompProfile/type").asText());
        assertFalse(pod.at("/automountServiceAccountToken").asBoolean(true), "no API token in the pod");
        assertFalse(container.at("/securityContext/allowPrivilegeEscalation").asBoolean(true));
        assertTrue(container.at("/securityContext/readOnlyRootFilesystem").asBoolean());
        assertEquals("ALL", container.at("/securityContext/capabilities/drop/0").asText());
        // SIGTERM: preStop, then Quarkus finishes in-flight requests, all before the kubelet kills.
        long shutdown = Duration.parse("PT"
                        + new ServiceConfig()
                                .defaultOf("quarkus.shutdown.timeout")
                                .toUpperCase())
                .toSeconds();
        long preStop = container.at("/lifecycle/preStop/sleep/seconds").asLong();
        assertTrue(pod.at("/terminationGracePeriodSeconds").asLong() > preStop + shutdown);
    }

    @Test
    void rollingUpdatesDisruptionBudgetAndAutoscaling() throws Exception {
        JsonNode deployment = Kustomize.only("Deployment");
        JsonNode podLabels = deployment.at("/spec/template/metadata/labels");
        assertEquals("RollingUpdate", deployment.at("/spec/strategy/type").asText());
        assertEquals(
                0, deployment.at("/spec/strategy/rollingUpdate/maxUnavailable").asInt(-1));
        assertTrue(deployment.at("/spec/strategy/rollingUpdate/maxSurge").asInt() >= 1);
        assertTrue(deployment.at("/spec/replicas").asInt() >= 2);
        assertSelects(deployment.at("/spec/selector/matchLabels"), podLabels);

        JsonNode pdb = Kustomize.only("PodDisruptionBudget");
        assertSelects(pdb.at("/spec/selector/matchLabels"), podLabels);
        assertTrue(pdb.at("/spec/minAvailable").asInt() >= 1);

        JsonNode hpa = Kustomize.only("HorizontalPodAutoscaler");
        assertEquals("Deployment", hpa.at("/spec/scaleTargetRef/kind").asText());
        assertEquals(
                deployment.at("/metadata/name").asText(),
                hpa.at("/spec/scaleTargetRef/name").asText());
        int minReplicas = hpa.at("/spec/minReplicas").asInt();
        assertTrue(minReplicas >= 2, "never a single replica");
        assertTrue(pdb.at("/spec/minAvailable").asInt() < minReplicas, "the PDB leaves room to drain a node");
        assertSelects(Kustomize.only("Service").at("/spec/selector"), podLabels);
    }

    @Test
    void credentialsComeFromTheSecretWhichIsNotCommitted() throws Exception {
        JsonNode example = Kustomize.read(Path.of("k8s/secret.example.yaml"));
        String secret = example.at("/metadata/name").asText();
        List<String> referenced = new ArrayList<>();
        container()
                .path("envFrom")
                .forEach(e -> referenced.add(e.at("/secretRef/name").asText()));
        assertTrue(referenced.contains(secret), "the Deployment reads Secret " + secret);
        assertTrue(
                Kustomize.render().stream()
                        .noneMatch(o -> o.path("kind").asText().equals("Secret")),
                "no Secret is applied from the repository");
        for (JsonNode env : container().path("env")) {
            assertFalse(env.path("name").asText().contains("PASSWORD") && env.has("value"), "no inline password");
        }
    }

    @Test
    void networkPolicyLetsInIngressAndPrometheusAndLetsOutOnlyWhatTheServiceNeeds() throws Exception {
        JsonNode policy = Kustomize.only("NetworkPolicy");
        assertSelects(
                policy.at("/spec/podSelector/matchLabels"),
                Kustomize.only("Deployment").at("/spec/template/metadata/labels"));
        assertEquals(
                Set.of("Ingress", "Egress"),
                new TreeSet<>(Kustomize.YAML.convertValue(policy.at("/spec/policyTypes"), Set.class)));

        Set<String> ingressPorts = new TreeSet<>();
        for (JsonNode rule : policy.at("/spec/ingress")) {
            assertFalse(rule.path("from").isEmpty(), "every ingress rule names its sources");
            for (JsonNode port : rule.path("ports"))
                ingressPorts.add(port.path("port").asText());
            if (ports(rule).contains("management")) {
                assertEquals(
                        "prometheus",
                        rule.at("/from/0/podSelector/matchLabels/app.kubernetes.io~1name")
                                .asText(),
                        "the management port is open to Prometheus only");
            }
        }
        assertEquals(Set.of("http", "management"), ingressPorts);

        Set<String> egressPorts = new TreeSet<>();
        for (JsonNode rule : policy.at("/spec/egress")) {
            assertFalse(rule.path("to").isEmpty(), "every egress rule names its destinations");
            for (JsonNode port : rule.path("ports"))
                egressPorts.add(
                        port.path("port").asText() + "/" + port.path("protocol").asText());
            for (JsonNode to : rule.path("to")) {
                if (to.has("ipBlock")) {
                    assertEquals(Set.of("443"), ports(rule), "only HTTPS leaves for arbitrary addresses (webhooks)");
                    Set<String> except =
                            new TreeSet<>(Kustomize.YAML.convertValue(to.at("/ipBlock/except"), Set.class));
                    assertTrue(except.containsAll(PRIVATE_RANGES), "webhooks never reach private addresses");
                }
            }
        }
        assertEquals(Set.of("5432/TCP", "6379/TCP", "53/UDP", "53/TCP", "443/TCP"), egressPorts);
    }

    private static Set<String> ports(JsonNode rule) {
        Set<String> ports = new TreeSet<>();
        for (JsonNode port : rule.path("ports")) ports.add(port.path("port").asText());
        return ports;
    }

    private static void assertProbe(JsonNode container, String probe, String path) {
        assertEquals(path, container.at("/" + probe + "/httpGet/path").asText(), probe);
        assertEquals("management", container.at("/" + probe + "/httpGet/port").asText(), probe);
    }

    private static void assertSelects(JsonNode selector, JsonNode labels) {
        assertFalse(selector.isEmpty(), "an empty selector selects everything");
        selector.fields()
                .forEachRemaining(e -> assertEquals(
                        e.getValue().asText(), labels.path(e.getKey()).asText(), "selector " + e.getKey()));
    }

    private static JsonNode container() throws Exception {
        JsonNode containers = Kustomize.only("Deployment").at("/spec/template/spec/containers");
        assertEquals(1, containers.size());
        return containers.get(0);
    }

    private static int containerPort(JsonNode container, String name) {
        for (JsonNode port : container.path("ports")) {
            if (port.path("name").asText().equals(name))
                return port.path("containerPort").asInt();
        }
        throw new AssertionError("no container port named " + name);
    }
}
