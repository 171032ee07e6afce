package org.jmlir.ir.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.FloatFormats;
import org.jmlir.ir.parse.Lexer;
import org.jmlir.ir.parse.ParserState;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.Type;
import org.junit.jupiter.api.Test;

/** Parses attributes and types and prints them back; expected strings are mlir-opt 22's output. */
class AttrTypeRoundTripTest {
  private final MLIRContext ctx = new MLIRContext();

  {
    ctx.allowUnregisteredDialects(true);
  }

  private Attribute attr(String text) {
    ParserState s = new ParserState(ctx, new Lexer(text.getBytes(StandardCharsets.UTF_8), "t"));
    return s.attributes.parseAttribute(null);
  }

  private Type type(String text) {
    ParserState s = new ParserState(ctx, new Lexer(text.getBytes(StandardCharsets.UTF_8), "t"));
    return s.types.parseType();
  }

  private void roundTrip(String in, String expected) {
    assertEquals(expected, AttrTypePrinter.toString(attr(in)));
  }

  @Test
  void floatsPrintLikeApFloat() {
    roundTrip("0.1", "1.000000e-01 : f64");
    roundTrip("1.234567 : f32", "1.23456705 : f32");
    roundTrip("123456789.0", "0x419D6F3454000000 : f64");
    roundTrip("0.1 : f16", "9.997550e-02 : f16");
    roundTrip("0x1 : f8E8M0FNU", "1.175490e-38 : f8E8M0FNU");
    roundTrip("1.0e400", "0x7FF0000000000000 : f64");
  }

  @Test
  void smallFormatsRoundToNearestEven() {
    // f8E4M3FN: 464 is halfway between 448 and the NaN pattern: ties to even gives 448; 470 overflows to NaN.
    assertEquals(BigInteger.valueOf(0x7e), FloatFormats.fromDouble(FloatType.Kind.F8E4M3FN, 464.0));
    assertEquals(BigInteger.valueOf(0x7f), FloatFormats.fromDouble(FloatType.Kind.F8E4M3FN, 470.0));
    // FNUZ formats have no negative zero.
    assertEquals(BigInteger.ZERO, FloatFormats.fromDouble(FloatType.Kind.F8E5M2FNUZ, -0.0));
    assertEquals(BigInteger.valueOf(0x3c00), FloatFormats.fromDouble(FloatType.Kind.F16, 1.0));
  }

  @Test
  void integersAndStrings() {
    roundTrip("255 : i8", "-1 : i8");
    roundTrip("true", "true");
    roundTrip("\"a\\\"\\n\"", "\"a\\22\\0A\"");
    roundTrip("@a::@\"b c\"", "@a::@\"b c\"");
  }

  @Test
  void denseElements() {
    roundTrip("dense<[1, 1]> : tensor<2xi32>", "dense<1> : tensor<2xi32>");
    roundTrip("dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>", "dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>");
    roundTrip("dense<\"0x0100000002000000\"> : tensor<2xi32>", "dense<[1, 2]> : tensor<2xi32>");
    roundTrip("dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>", "dense<(1.000000e+00,2.000000e+00)> : tensor<1xcomplex<f32>>");
    assertSame(attr("dense<[1, 2]> : tensor<2xi32>"), attr("dense<[1, 2]> : tensor<2xi32>"));
  }

  @Test
  void affineMapsAreCanonical() {
    roundTrip("affine_map<(d0) -> (2 * d0 + 3 + 4, 3 - d0)>", "affine_map<(d0) -> (d0 * 2 + 7, -d0 + 3)>");
    roundTrip("affine_map<(d0) -> (d0 - (d0 floordiv 4) * 4)>", "affine_map<(d0) -> (d0 mod 4)>");
    roundTrip("affine_set<(d0, d1) : (d0 <= d1)>", "affine_set<(d0, d1) : (d1 - d0 >= 0)>");
  }

  @Test
  void types() {
    assertEquals("memref<4xf32>", AttrTypePrinter.toString(type("memref<4xf32, affine_map<(d0) -> (d0)>>")));
    assertEquals("(i32) -> ((i32) -> i32)", AttrTypePrinter.toString(type("(i32) -> ((i32) -> i32)")));
    assertEquals("vector<4x[8]xf32>", AttrTypePrinter.toString(type("vector<4x[8]xf32>")));
    assertEquals("!tf<\"x y\">", AttrTypePrinter.toString(type("!tf<\"x y\">")));
  }
}
