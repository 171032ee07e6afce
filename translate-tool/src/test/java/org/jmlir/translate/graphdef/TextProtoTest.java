package org.jmlir.translate.graphdef;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.TextFormat;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.jmlir.translate.proto.AttrValue;
import org.jmlir.translate.proto.DataType;
import org.jmlir.translate.proto.GraphDef;
import org.jmlir.translate.proto.NodeDef;
import org.jmlir.translate.proto.TensorProto;
import org.junit.jupiter.api.Test;

/**
 * The fast text-format reader and printer against protobuf's own TextFormat: the same messages from
 * every GraphDef text file of the lit suite and from hand-written edge cases, the same text printed,
 * the same errors.
 */
class TextProtoTest {
  private static GraphDef protobufParse(String text) throws TextFormat.ParseException {
    GraphDef.Builder b = GraphDef.newBuilder();
    TextFormat.Parser.newBuilder().build().merge(text, b);
    return b.build();
  }

  private static GraphDef fastParse(String text) throws TextFormat.ParseException {
    GraphDef.Builder b = GraphDef.newBuilder();
    TextProto.merge(text.getBytes(StandardCharsets.UTF_8), b);
    return b.build();
  }

  private static void same(String text) throws Exception {
    GraphDef expected = protobufParse(text);
    GraphDef actual = fastParse(text);
    assertEquals(expected, actual, text);
    assertEquals(TextFormat.printer().printToString(expected), TextProto.print(actual), text);
  }

  @Test
  void everyGraphDefOfTheLitSuite() throws Exception {
    int n = 0;
    try (Stream<Path> files = Files.walk(Path.of("../lit-tests/suite/Translate"))) {
      for (Path f : files.filter(p -> p.toString().endsWith(".pbtxt")).toList()) {
        String text = Files.readString(f);
        if (text.contains("saved_model_schema_version") || text.contains("meta_graphs")) {
          continue;
        }
        try {
          protobufParse(text);
        } catch (TextFormat.ParseException e) {
          assertThrows(TextFormat.ParseException.class, () -> fastParse(text), f.toString());
          continue;
        }
        same(text);
        n++;
      }
    }
    assertTrue(n > 20, "GraphDef files compared: " + n);
  }

  @Test
  void syntaxAndValues() throws Exception {
    same("node { name: 'a' op: \"Const\" } node < name: \"b\" input: [\"a\", 'a:1'] >");
    same("# comment\nnode{name:\"x\";op:\"Y\",device:'/cpu:0'} versions { producer: 0x1f min_consumer: 017 bad_consumers: [1, -2] }");
    same("node { name: \"s\" attr { key: \"v\" value { s: \"a\\tb\\n\\\\\\\"\\'\\x41\\101\\0\\377\\a\\b\\f\\v\\r\\?\" } } }");
    same("node { name: \"c\" \"onti\" 'nued' attr { key: \"f\" value { f: -inf } } attr { key: \"g\" value { f: 1e-3 } } }");
    same("node { name: \"n\" attr { key: \"nan\" value { f: nan } } attr { key: \"b\" value { b: t } } attr { key: \"c\" value { b: False } } }");
    same("node { name: \"t\" attr { key: \"value\" value { tensor { dtype: DT_FLOAT tensor_shape { dim { size: 2 } } "
        + "float_val: [1.5, 2, 3.25f] int64_val: -9223372036854775808 uint64_val: 18446744073709551615 "
        + "double_val: 1e308 half_val: 7 } } } }");
    same("node { name: \"u\" attr { key: \"list\" value { list { type: [DT_INT32, DT_FLOAT] i: [] shape { unknown_rank: true } } } } }");
    same("node { name: \"caf\u00e9\" attr { key: \"\u00e9\" value { s: \"\u00e9t\u00e9\" } } }");
    same("library { function { signature { name: \"f\" input_arg { name: \"x\" type: DT_FLOAT } } ret { key: \"y\" value: \"x\" } } }");
    same("");
  }

  @Test
  void errorsAreProtobufs() {
    for (String bad : List.of("node { name: \"a\" ", "node { nme: \"a\" }", "node { name: 3 }", "versions { producer: 99999999999 }",
        "node { attr { key: \"x\" value { type: DT_NOPE } } }", "node { name: \"unterminated }", "node { input: [\"a\" \"b\"] ]",
        "node { attr { value { b: yes } } }", "versions { producer: 08 }")) {
      TextFormat.ParseException expected = assertThrows(TextFormat.ParseException.class, () -> protobufParse(bad), bad);
      TextFormat.ParseException actual = assertThrows(TextFormat.ParseException.class, () -> fastParse(bad), bad);
      assertEquals(expected.getMessage(), actual.getMessage(), bad);
    }
  }

  @Test
  void printsMapsSortedAndEveryScalar() {
    NodeDef n = NodeDef.newBuilder().setName("n\u00e9\n").setOp("Op")
        .putAttr("zeta", AttrValue.newBuilder().setI(-5).build())
        .putAttr("alpha", AttrValue.newBuilder().setF(0.1f).build())
        .putAttr("", AttrValue.getDefaultInstance())
        .putAttr("mid", AttrValue.newBuilder().setTensor(TensorProto.newBuilder().setDtype(DataType.DT_DOUBLE)
            .addDoubleVal(1e-300).addDoubleVal(Double.NaN).addInt64Val(Long.MIN_VALUE).addUint64Val(-1L)
            .setTensorContent(com.google.protobuf.ByteString.copyFrom(new byte[] {0, 1, (byte) 200, 'x'}))).build())
        .build();
    GraphDef g = GraphDef.newBuilder().addNode(n).build();
    assertEquals(TextFormat.printer().printToString(g), TextProto.print(g));
  }

  /**
   * Nodes printed one at a time, then the rest: the text of the whole graph, also where protobuf's
   * printer takes over for one node (unknown fields) or for the rest (a library's map with integer
   * keys).
   */
  @Test
  void graphTextPartByPartIsTheWholeGraphsText() throws Exception {
    NodeDef plain = NodeDef.newBuilder().setName("a").setOp("Const").addInput("^b").setDevice("/cpu:0")
        .putAttr("dtype", AttrValue.newBuilder().setType(DataType.DT_FLOAT).build()).build();
    NodeDef odd = plain.toBuilder().setName("\u00e9\"").setUnknownFields(com.google.protobuf.UnknownFieldSet.newBuilder()
        .addField(99, com.google.protobuf.UnknownFieldSet.Field.newBuilder().addVarint(7).build()).build()).build();
    GraphDef rest = protobufParse("library { function { signature { name: \"f\" } arg_attr { key: 0 value { } }"
        + " resource_arg_unique_id { key: 1 value: 2 } } } versions { producer: 12 }");
    GraphDef whole = rest.toBuilder().addNode(plain).addNode(odd).addNode(plain).build();
    TextProto.GraphText text = new TextProto.GraphText();
    for (NodeDef n : whole.getNodeList()) {
      text.node(n);
    }
    text.rest(rest);
    String expected = TextFormat.printer().printToString(whole);
    assertEquals(expected, new String(text.toByteArray(), StandardCharsets.UTF_8));
    assertEquals(expected, TextProto.print(whole));
    assertTrue(expected.contains("99: 7"), expected);
  }

  /** Type attributes (printed without serializing them), DT_INVALID and an unknown number included. */
  @Test
  void typeAttributesAsProtobufPrintsThem() {
    NodeDef n = NodeDef.newBuilder().setName("t").setOp("Cast")
        .putAttr("SrcT", AttrValue.newBuilder().setType(DataType.DT_HALF).build())
        .putAttr("DstT", AttrValue.newBuilder().setType(DataType.DT_INVALID).build())
        .putAttr("Truncate", AttrValue.newBuilder().setB(false).build())
        .putAttr("odd", AttrValue.newBuilder().setTypeValue(999).build())
        .putAttr("ref", AttrValue.newBuilder().setType(DataType.DT_FLOAT_REF).build()).build();
    GraphDef g = GraphDef.newBuilder().addNode(n).addNode(n.toBuilder().removeAttr("odd")).build();
    assertEquals(TextFormat.printer().printToString(g), TextProto.print(g));
  }
}
