package io.boardstate.deploy;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import io.kubernetes.client.openapi.JSON;
import io.kubernetes.client.openapi.models.V1ConfigMap;
import io.kubernetes.client.openapi.models.V1Deployment;
import io.kubernetes.client.openapi.models.V1NetworkPolicy;
import io.kubernetes.client.openapi.models.V1PodDisruptionBudget;
import io.kubernetes.client.openapi.models.V1Secret;
import io.kubernetes.client.openapi.models.V1Service;
import io.kubernetes.client.openapi.models.V2HorizontalPodAutoscaler;
import java.lang.reflect.InvocationTargetException;
import java.util.Map;

/**
 * Validates objects against the Kubernetes API schemas, offline: the models of the official Java
 * client are generated from the Kubernetes OpenAPI document, and their validators reject unknown
 * fields (a typo is silently dropped by a lenient apply), missing required fields and values of
 * the wrong JSON type; reading the object into the model then checks numbers, int-or-string ports
 * and resource quantities.
 */
final class KubernetesSchemas {
    private static final Map<String, Class<?>> MODELS = Map.of(
            "v1/ConfigMap", V1ConfigMap.class,
            "v1/Secret", V1Secret.class,
            "v1/Service", V1Service.class,
            "apps/v1/Deployment", V1Deployment.class,
            "policy/v1/PodDisruptionBudget", V1PodDisruptionBudget.class,
            "autoscaling/v2/HorizontalPodAutoscaler", V2HorizontalPodAutoscaler.class,
            "networking.k8s.io/v1/NetworkPolicy", V1NetworkPolicy.class);

    static {
        new JSON(); // registers the models' type adapters with the shared Gson
    }

    private KubernetesSchemas() {}

    /** Throws IllegalArgumentException naming the first violation. */
    static void validate(JsonNode object) {
        String type =
                object.path("apiVersion").asText() + "/" + object.path("kind").asText();
        Class<?> model = MODELS.get(type);
        if (model == null) throw new IllegalArgumentException("no schema known for " + type);
        JsonElement json = JsonParser.parseString(object.toString());
        try {
            model.getMethod("validateJsonElement", JsonElement.class).invoke(null, json);
            JSON.getGson().fromJson(json, model);
        } catch (InvocationTargetException e) {
            throw new IllegalArgumentException(type + ": " + e.getCause().getMessage(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(type + ": " + e.getMessage(), e);
        }
    }
}
