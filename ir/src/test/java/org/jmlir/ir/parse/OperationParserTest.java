package org.jmlir.ir.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.diag.DiagnosticEngine;
import org.jmlir.ir.loc.FileLineColLoc;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.junit.jupiter.api.Test;

/** Generic-form parsing: SSA scopes, forward references, blocks, regions, errors, deep nesting. */
class OperationParserTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();
  private final List<String> errors = new ArrayList<>();

  OperationParserTest() {
    ctx.allowUnregisteredDialects(true);
    DiagnosticEngine.Registration unused =
        ctx.diagnostics()
            .pushHandler(
                d -> {
                  FileLineColLoc l = d.location().findFileLineCol();
                  errors.add((l == null ? "?" : l.line() + ":" + l.column()) + ": " + d.message());
                  return true;
                });
  }

  private Operation parse(String text) {
    return SourceParser.parse(ctx, text.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
  }

  private String roundTrip(String text) {
    Operation op = parse(text);
    assertNotNull(op, () -> "parse failed: " + errors);
    return IRPrinter.print(op, PrintOptions.DEFAULT);
  }

  @Test
  void wrapsTopLevelOpsInAnImplicitModule() {
    Operation m = parse("\"t.a\"() : () -> ()\n\"t.b\"() : () -> ()\n");
    assertNotNull(m);
    assertEquals("builtin.module", m.name());
    assertEquals(2, m.region(0).front().size());
    assertSame(FileLineColLoc.get(ctx, "t.mlir", 0, 0), m.location());
  }

  @Test
  void printsNumberedValuesAndBlockLabels() {
    String in =
        """
        %0 = "t.a"() : () -> i32
        "t.r"() ({
        ^bb0(%a: i32, %b: i32):
          %1:2 = "t.b"(%a) : (i32) -> (i32, i32)
          "t.br"(%1#1)[^bb1] : (i32) -> ()
        ^bb1:
          %2 = "t.c"(%0) : (i32) -> i32
          "t.d"() ({
            %3 = "t.e"() : () -> i32
          }, {
          }) : () -> ()
        }) {z = 1 : i32, "a b"} : () -> ()
        """;
    String expected =
        """
        module {
          %0 = "t.a"() : () -> i32
          "t.r"() ({
          ^bb0(%arg0: i32, %arg1: i32):
            %1:2 = "t.b"(%arg0) : (i32) -> (i32, i32)
            "t.br"(%1#1)[^bb1] : (i32) -> ()
          ^bb1:  // pred: ^bb0
            %2 = "t.c"(%0) : (i32) -> i32
            "t.d"() ({
              %3 = "t.e"() : () -> i32
            }, {
            }) : () -> ()
          }) {"a b", z = 1 : i32} : () -> ()
        }
        """;
    assertEquals(expected, roundTrip(in));
  }

  @Test
  void resolvesForwardReferences() {
    String out = roundTrip("\"t.r\"() ({\n  \"t.use\"(%x) : (i32) -> ()\n  %x = \"t.def\"() : () -> i32\n}) : () -> ()\n");
    assertEquals(
        "module {\n  \"t.r\"() ({\n    \"t.use\"(%0) : (i32) -> ()\n    %0 = \"t.def\"() : () -> i32\n  }) : () -> ()\n}\n", out);
  }

  @Test
  void reportsUndeclaredValuesInSourceOrder() {
    assertNull(parse("\"t.a\"(%x, %y) : (i32, i32) -> ()\n"));
    assertEquals(List.of("1:7: use of undeclared SSA value name", "1:11: use of undeclared SSA value name"), errors);
  }

  @Test
  void reportsRedefinition() {
    assertNull(parse("%x = \"t.a\"() : () -> (i32)\n%x = \"t.b\"() : () -> (i64)\n"));
    assertEquals(List.of("2:1: redefinition of SSA value '%x'"), errors);
  }

  @Test
  void reportsTypeMismatchOfUses() {
    assertNull(parse("\"t.a\"(%x) : (i32) -> ()\n\"t.b\"(%x) : (i64) -> ()\n"));
    assertEquals(List.of("2:7: use of value '%x' expects different type than prior uses: 'i64' vs 'i32'"), errors);
  }

  @Test
  void reportsUndefinedBlock() {
    assertNull(parse("\"t.a\"() ({\n  \"t.b\"()[^bb2] : () -> ()\n}) : () -> ()\n"));
    assertEquals(List.of("2:11: reference to an undefined block"), errors);
  }

  @Test
  void rejectsUnregisteredDialectWhenNotAllowed() {
    ctx.allowUnregisteredDialects(false);
    assertNull(parse("\"foo.bar\"() : () -> ()\n"));
    assertEquals(
        List.of(
            "1:10: operation being parsed with an unregistered dialect. If this is intended, please use"
                + " -allow-unregistered-dialect with the MLIR tool used"),
        errors);
  }

  @Test
  void parsesAndPrintsDeepNestingWithoutOverflow() {
    int depth = 100_000;
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < depth; i++) {
      sb.append("\"t.n\"() ({\n");
    }
    for (int i = 0; i < depth; i++) {
      sb.append("}) : () -> ()\n");
    }
    Operation m = parse(sb.toString());
    assertNotNull(m, () -> errors.toString());
    // Printing is quadratic in depth through indentation alone; print a shallower nest.
    StringBuilder small = new StringBuilder();
    for (int i = 0; i < 3000; i++) {
      small.append("\"t.n\"() ({\n");
    }
    for (int i = 0; i < 3000; i++) {
      small.append("}) : () -> ()\n");
    }
    String out = IRPrinter.print(parse(small.toString()), PrintOptions.DEFAULT);
    assertEquals(true, out.startsWith("module {\n  \"t.n\"() ({\n    \"t.n\"() ({\n"));
    assertEquals(true, out.endsWith("  }) : () -> ()\n}\n"));
  }

  @Test
  void truncatedInputIsALocatedError() {
    assertNull(parse("\"t.a\"() ({\n  %0 = \"t.b\"("));
    assertEquals(1, errors.size());
  }
}
