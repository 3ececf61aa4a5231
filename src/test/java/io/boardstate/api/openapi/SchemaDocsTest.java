package io.boardstate.api.openapi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.api.dto.BatchDtos;
import io.boardstate.api.dto.Dtos;
import io.boardstate.api.match.BoardDtos;
import io.boardstate.api.organizer.OrganizerDtos;
import io.boardstate.api.problem.ProblemDocument;
import io.boardstate.api.webhook.WebhookDtos;
import io.smallrye.openapi.model.BaseModel;
import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;
import org.junit.jupiter.api.Test;

/**
 * openapi/schemas.yaml holds the words of the bodies' records, which carry none themselves, and
 * SchemaDocs writes them where the annotations did and refuses words that fit no schema.
 */
class SchemaDocsTest {
    private static final Map<String, SchemaDocs.Doc> DOCS = SchemaDocs.load();

    @Test
    void everyBodyRecordHasAnEntryAndItsWordsAreNotInTheCode() {
        List<Class<?>> records = new ArrayList<>(List.of(ProblemDocument.class));
        Stream.of(Dtos.class, BatchDtos.class, BoardDtos.class, WebhookDtos.class, OrganizerDtos.class)
                .flatMap(holder -> Stream.of(holder.getDeclaredClasses()))
                .filter(Class::isRecord)
                .forEach(records::add);
        assertTrue(records.size() > 40, records.toString());
        for (Class<?> record : records) {
            var named = record.getAnnotation(org.eclipse.microprofile.openapi.annotations.media.Schema.class);
            String name = named == null || named.name().isEmpty() ? record.getSimpleName() : named.name();
            assertTrue(DOCS.containsKey(name), name + " (" + record.getSimpleName() + ") has an entry");
            assertTrue(named == null || wordless(named), name + " says its words in code");
            for (var component : record.getRecordComponents()) {
                var member = component.getAnnotation(org.eclipse.microprofile.openapi.annotations.media.Schema.class);
                assertTrue(member == null || wordless(member), name + "." + component.getName() + " has words");
            }
        }
    }

    @Test
    void theWordsAreWrittenWhereTheScannerPutThemAndReferencesKeepTheirType() {
        Components components = OASFactory.createComponents()
                .addSchema("Bot", OASFactory.createSchema().addType(SchemaType.OBJECT))
                .addSchema(
                        "Thing",
                        OASFactory.createSchema()
                                .addType(SchemaType.OBJECT)
                                .addProperty("id", OASFactory.createSchema().addType(SchemaType.INTEGER))
                                .addProperty(
                                        "tags",
                                        OASFactory.createSchema()
                                                .addType(SchemaType.ARRAY)
                                                .items(OASFactory.createSchema().addType(SchemaType.STRING)))
                                .addProperty("bot", OASFactory.createSchema().ref("#/components/schemas/Bot"))
                                .addRequired("id"));
        SchemaDocs.apply(components, read("""
                Thing:
                  description: A thing
                  required: [tags, id]
                  properties:
                    id: {description: &words The id, examples: [7], minimum: 1, maximum: 9}
                    tags: {description: Its tags, examples: [[a, b]], maxItems: 3}
                    bot: *words
                """));
        Schema thing = components.getSchemas().get("Thing");
        assertEquals(List.of("type", "required", "description", "properties"), members(thing));
        assertEquals(List.of("tags", "id"), thing.getRequired());
        Schema id = thing.getProperties().get("id");
        assertEquals(List.of("type", "examples", "description", "maximum", "minimum"), members(id));
        assertEquals(List.of(7), id.getExamples());
        assertEquals(new BigDecimal(9), id.getMaximum());
        Schema tags = thing.getProperties().get("tags");
        assertEquals(List.of("type", "examples", "maxItems", "items", "description"), members(tags));
        Schema bot = thing.getProperties().get("bot");
        assertEquals(List.of("$ref", "type", "description"), members(bot));
        assertEquals(List.of(SchemaType.OBJECT), bot.getType());
        assertEquals("The id", bot.getDescription());
    }

    @Test
    void wordsForNoSchemaOrNoMemberOrSaidInCodeTooStopTheService() {
        Components components = OASFactory.createComponents()
                .addSchema(
                        "Thing",
                        OASFactory.createSchema()
                                .addType(SchemaType.OBJECT)
                                .addProperty("id", OASFactory.createSchema().description("in code")));
        IllegalStateException unknown = assertThrows(
                IllegalStateException.class,
                () -> SchemaDocs.apply(
                        components, read("Thing: {required: [nme], properties: {size: Big}}\nOther: {}\n")));
        for (String named : List.of("Other", "Thing.nme", "Thing.size"))
            assertTrue(unknown.getMessage().contains(named), unknown.getMessage());
        assertThrows(
                IllegalStateException.class,
                () -> SchemaDocs.apply(components, read("Thing: {properties: {id: The id}}\n")));
        assertThrows(
                IllegalArgumentException.class,
                () -> read("Thing: {descripton: A thing}\n"),
                "a member SchemaDocs does not know");
    }

    private static boolean wordless(org.eclipse.microprofile.openapi.annotations.media.Schema schema) {
        return schema.description().isEmpty()
                && schema.examples().length == 0
                && schema.minimum().isEmpty()
                && schema.maximum().isEmpty();
    }

    private static List<String> members(Schema schema) {
        return List.copyOf(((BaseModel<?>) schema).getAllProperties().keySet());
    }

    private static Map<String, SchemaDocs.Doc> read(String yaml) {
        return DocsFile.read(new ByteArrayInputStream(yaml.getBytes(StandardCharsets.UTF_8)), SchemaDocs.Doc.class);
    }
}
