package io.boardstate.support;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;

/** Small REST Assured helpers shared by the API tests. */
public final class Api {
  private Api() {}

  /** A created match: its id and the seat tokens in seat order. */
  public record Created(String id, List<String> tokens, long version) {}

  public static Created create(String ruleset, int players, Map<String, Object> options, Long seed) {
    List<Map<String, String>> list = new java.util.ArrayList<>();
    for (int i = 0; i < players; i++) list.add(Map.of("name", "player" + i));
    Map<String, Object> body = new java.util.HashMap<>();
    body.put("ruleset", ruleset);
    body.put("players", list);
    body.put("options", options);
    if (seed != null) body.put("seed", seed);
    JsonPath json = given().contentType(ContentType.JSON).body(body).post("/v1/matches").then().statusCode(201).extract().jsonPath();
    return new Created(json.getString("match.id"), json.getList("seats.token", String.class), json.getLong("match.version"));
  }

  public static RequestSpecification as(String token) {
    return given().header("Authorization", "Bearer " + token);
  }

  public static Response submit(String matchId, String token, long version, String body) {
    return as(token).contentType(ContentType.JSON).header("If-Match", "\"" + version + "\"").body(body).post("/v1/matches/" + matchId + "/commands");
  }

  public static JsonPath match(String matchId, String token) {
    RequestSpecification spec = token == null ? given() : as(token);
    return spec.get("/v1/matches/" + matchId).then().statusCode(200).extract().jsonPath();
  }
}
