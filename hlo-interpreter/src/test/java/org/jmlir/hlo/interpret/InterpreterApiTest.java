package org.jmlir.hlo.interpret;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jmlir.ir.loc.FileLineColLoc;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.junit.jupiter.api.Test;

class InterpreterApiTest {
  private static final String MODULE = """
      func.func @rowsum(%a: tensor<?x4xf32>) -> tensor<?xf32> {
        %zero = "stablehlo.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
        %sum = "stablehlo.reduce"(%a, %zero) ({
          ^bb0(%x: tensor<f32>, %y: tensor<f32>):
            %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
            "stablehlo.return"(%s) : (tensor<f32>) -> ()
        }) {dimensions = array<i64: 1>} : (tensor<?x4xf32>, tensor<f32>) -> tensor<?xf32>
        return %sum : tensor<?xf32>
      }
      func.func @head(%a: tensor<?xi32>) -> tensor<2xi32> {
        %h = "stablehlo.slice"(%a) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>,
            strides = array<i64: 1>} : (tensor<?xi32>) -> tensor<2xi32>
        return %h : tensor<2xi32>
      }
      func.func @matmul(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
        %c = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1],
            rhs_contracting_dimensions = [0]>} : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
        return %c : tensor<?x?xf32>
      }
      func.func @twice(%a: tensor<?xi8>) -> tensor<?xi8> {
        %r = func.call @add(%a, %a) : (tensor<?xi8>, tensor<?xi8>) -> tensor<?xi8>
        return %r : tensor<?xi8>
      }
      func.func private @add(%a: tensor<?xi8>, %b: tensor<?xi8>) -> tensor<?xi8> {
        %r = "stablehlo.add"(%a, %b) : (tensor<?xi8>, tensor<?xi8>) -> tensor<?xi8>
        return %r : tensor<?xi8>
      }
      """;

  @Test
  void dynamicDimensionsRunAtEverySize() {
    Interpreter in = Interpreter.parse(MODULE);
    for (int rows : new int[] {0, 1, 3, 100}) {
      float[] data = new float[rows * 4];
      for (int i = 0; i < data.length; i++) {
        data[i] = i;
      }
      List<Tensor> out = in.run("rowsum", Tensor.ofF32(in.context(), new long[] {rows, 4}, data));
      assertArrayEquals(new long[] {rows}, out.get(0).shape());
      float[] sums = out.get(0).toFloats();
      for (int r = 0; r < rows; r++) {
        assertEquals(16 * r + 6, sums[r]);
      }
    }
  }

  @Test
  void matmulOfAnyShape() {
    Interpreter in = Interpreter.parse(MODULE);
    Tensor a = Tensor.ofF32(in.context(), new long[] {2, 3}, 1, 2, 3, 4, 5, 6);
    Tensor b = Tensor.ofF32(in.context(), new long[] {3, 1}, 1, 0, -1);
    Tensor c = in.run("matmul", a, b).get(0);
    assertArrayEquals(new long[] {2, 1}, c.shape());
    assertArrayEquals(new float[] {-2, -2}, c.toFloats());
  }

  @Test
  void callsWrapIntegers() {
    Interpreter in = Interpreter.parse(MODULE);
    Tensor a = Tensor.ofIntegers(IntegerType.get(in.context(), 8), new long[] {3}, 100, -100, 1);
    assertArrayEquals(new long[] {-56, 56, 2}, in.run("twice", a).get(0).toLongs());
  }

  @Test
  void runTimeErrorsNameTheOpAndItsLocation() {
    Interpreter in = Interpreter.parse(MODULE);
    Tensor one = Tensor.ofIntegers(IntegerType.get(in.context(), 32), new long[] {1}, 7);
    InterpreterException e = assertThrows(InterpreterException.class, () -> in.run("head", one));
    assertEquals("stablehlo.slice", e.opName());
    assertEquals(11, ((FileLineColLoc) e.location()).line());
    assertTrue(e.getMessage().contains("out of range"), e.getMessage());
  }

  @Test
  void argumentsMustFitTheSignature() {
    Interpreter in = Interpreter.parse(MODULE);
    Tensor wrongCols = Tensor.ofF32(in.context(), new long[] {1, 3}, 1, 2, 3);
    InterpreterException e = assertThrows(InterpreterException.class, () -> in.run("rowsum", wrongCols));
    assertTrue(e.getMessage().contains("does not fit tensor<?x4xf32>"), e.getMessage());
    Tensor f64 = Tensor.of(FloatType.f64(in.context()), new long[] {1, 4}, 1, 2, 3, 4);
    e = assertThrows(InterpreterException.class, () -> in.run("rowsum", f64));
    assertTrue(e.getMessage().contains("element type f64, expected f32"), e.getMessage());
    assertThrows(InterpreterException.class, () -> in.run("nosuch"));
  }

  @Test
  void badSourceIsAnExceptionWithTheDiagnostics() {
    InterpreterException e = assertThrows(InterpreterException.class, () -> Interpreter.parse("func.func @f( {"));
    assertTrue(e.getMessage().startsWith("<source>:1:"), e.getMessage());
  }

  @Test
  void tensorsRoundTripThroughAttributes() {
    Interpreter in = Interpreter.parse(MODULE);
    for (FloatType.Kind k : new FloatType.Kind[] {FloatType.Kind.F16, FloatType.Kind.BF16, FloatType.Kind.F8E4M3FN,
        FloatType.Kind.F8E5M2FNUZ, FloatType.Kind.F64}) {
      Tensor t = Tensor.of(FloatType.get(in.context(), k), new long[] {3}, 1.5, -0.25, 3);
      Tensor back = Tensor.fromAttr(t.toAttr(in.context()));
      assertArrayEquals(t.toDoubles(), back.toDoubles(), k.spelling());
    }
    Tensor b = Tensor.ofIntegers(IntegerType.get(in.context(), 1), new long[] {9}, 1, 0, 1, 1, 0, 0, 0, 0, 1);
    assertArrayEquals(b.toLongs(), Tensor.fromAttr(b.toAttr(in.context())).toLongs());
  }
}
