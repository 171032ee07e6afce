package org.jmlir.ir.ods;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.diag.Diagnostic;
import org.jmlir.ir.ods.format.FormatState;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.type.IntegerType;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Declarative formats parsed and printed through the real op parser and printer. */
class FormatRoundTripTest {
  static final class TestOp extends Operation {}

  /** {@code custom<Tag>($label)}: a string attribute written as a bare keyword. */
  private static final CustomDirective TAG =
      new CustomDirective() {
        @Override
        public void parse(OpAsmParser parser, FormatState state) {
          state.setAttribute("label", StringAttr.get(parser.context(), parser.parseKeyword()));
        }

        @Override
        public void print(Operation op, OpAsmPrinter printer) {
          printer.print(((StringAttr) op.inherentAttr("label")).value());
        }
      };

  static final class TestDialect extends Dialect {
    TestDialect() {
      super("fmt");
    }

    @Override
    public List<OpDef> operations() {
      return List.of(
          OpSpec.define("fmt.maybe", TestOp::new)
              .optionalOperand("value", TypeConstraint.ANY)
              .format("($value^ `:` type($value))? attr-dict")
              .build(),
          OpSpec.define("fmt.tagged", TestOp::new)
              .attr("label", AttrConstraint.STRING)
              .operand("in", TypeConstraint.SIGNLESS_INTEGER_LIKE)
              .result("out", TypeConstraint.SIGNLESS_INTEGER_LIKE)
              .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
              .customDirective("Tag", TAG)
              .format("custom<Tag>($label) $in attr-dict `:` type($out)")
              .build(),
          OpSpec.define("fmt.props", TestOp::new)
              .optionalAttr("a", AttrConstraint.ANY)
              .optionalAttr("b", AttrConstraint.ANY)
              .format("prop-dict attr-dict")
              .build(),
          OpSpec.define("fmt.pair", TestOp::new)
              .variadicOperand("lhs", TypeConstraint.ANY)
              .variadicOperand("rhs", TypeConstraint.ANY)
              .format("`(` $lhs `)` `(` $rhs `)` attr-dict `:` type($lhs) `|` type($rhs)")
              .build(),
          OpSpec.define("fmt.scale", TestOp::new)
              .defaultAttr("factor", AttrConstraint.signlessInteger(32), c -> IntegerAttr.get(c, IntegerType.get(c, 32), 1))
              .format("(`by` $factor^)? attr-dict")
              .build());
    }
  }

  private MLIRContext ctx;
  private final List<Diagnostic> diags = new ArrayList<>();

  @BeforeEach
  void setUp() {
    ctx = MLIRContext.withAllDialects();
    ctx.registerDialect("fmt", TestDialect::new);
    ctx.allowUnregisteredDialects(true);
    ctx.diagnostics().pushHandler(diags::add);
  }

  private String roundTrip(String src, boolean generic) {
    Operation module = SourceParser.parse(ctx, src.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    assertNotNull(module, () -> diags.toString());
    return IRPrinter.print(module, PrintOptions.DEFAULT.withGeneric(generic));
  }

  /** The op lines between {@code module {} and its closing brace, unindented. */
  private String body(String src) {
    String printed = roundTrip(src, false);
    StringBuilder sb = new StringBuilder();
    for (String line : printed.split("\n")) {
      if (line.startsWith("  ")) {
        sb.append(line.substring(2)).append('\n');
      }
    }
    return sb.toString();
  }

  @Test
  void optionalOperandGroup() {
    String src = "%0 = \"test.v\"() : () -> i32\nfmt.maybe\nfmt.maybe %0 : i32 {x}\n";
    assertEquals("%0 = \"test.v\"() : () -> i32\nfmt.maybe\nfmt.maybe %0 : i32 {x}\n", body(src));
  }

  @Test
  void customDirectiveAndInference() {
    String src = "%0 = \"test.v\"() : () -> i8\n%1 = fmt.tagged hello %0 : i8\n";
    assertEquals("%0 = \"test.v\"() : () -> i8\n%1 = fmt.tagged hello %0 : i8\n", body(src));
    String generic = roundTrip(src, true);
    assertEquals(true, generic.contains("\"fmt.tagged\"(%0) <{label = \"hello\"}> : (i8) -> i8"), generic);
  }

  @Test
  void propDictAndAttrDict() {
    assertEquals("fmt.props <{a = 1 : i64}> {c}\n", body("fmt.props <{a = 1}> {c}\n"));
    assertEquals("fmt.props\n", body("fmt.props\n"));
  }

  @Test
  void operandSegmentsFromTheFormat() {
    // MLIR's spacing rules put a space between `)` and `(`.
    String src = "%0 = \"test.v\"() : () -> i32\nfmt.pair(%0, %0)(%0) : i32, i32 | i32\n";
    assertEquals("%0 = \"test.v\"() : () -> i32\nfmt.pair(%0, %0) (%0) : i32, i32 | i32\n", body(src));
    String generic = roundTrip(src, true);
    assertEquals(true, generic.contains("<{operandSegmentSizes = array<i32: 2, 1>}>"), generic);
  }

  @Test
  void defaultValuedAttributeIsElidedButKept() {
    assertEquals("fmt.scale\nfmt.scale by 3\n", body("fmt.scale\nfmt.scale by 3\n"));
    String generic = roundTrip("fmt.scale\n", true);
    assertEquals(true, generic.contains("\"fmt.scale\"() <{factor = 1 : i32}> : () -> ()"), generic);
  }
}
