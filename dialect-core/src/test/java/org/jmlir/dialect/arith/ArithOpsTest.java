package org.jmlir.dialect.arith;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.diag.Diagnostic;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ArithOpsTest {
  private MLIRContext ctx;
  private final List<Diagnostic> diags = new ArrayList<>();
  private final Block block = new Block();

  @BeforeEach
  void setUp() {
    ctx = MLIRContext.withAllDialects();
    ctx.diagnostics().pushHandler(diags::add);
  }

  private Value arg(Type t) {
    return block.addArgument(t, UnknownLoc.get(ctx));
  }

  private IntegerType i(int w) {
    return IntegerType.get(ctx, w);
  }

  private Operation create(OpDef def, List<Value> operands, List<Type> results, NamedAttribute... props) {
    OperationState s = new OperationState(ctx, def, UnknownLoc.get(ctx));
    s.operands.addAll(operands);
    s.resultTypes.addAll(results);
    if (props.length > 0) {
      s.properties = DictionaryAttr.get(ctx, List.of(props));
    }
    return Operation.create(s);
  }

  /** Runs the declared invariants, then the op's own verifier; the first message, or null. */
  private String verify(Operation op) {
    diags.clear();
    OpDef def = op.def();
    boolean ok = def.invariantsVerifier().verify(op) && (def.verifier() == null || def.verifier().verify(op));
    return ok ? null : diags.get(0).message();
  }

  @Test
  void everyOpIsRegisteredWithASpecAndAssembly() {
    ArithDialect d = (ArithDialect) ctx.getOrLoadDialect("arith");
    assertEquals(51, d.operations().size());
    for (OpDef def : d.operations()) {
      assertNotNull(def.extension(OpSpec.class), def.name());
      assertNotNull(def.assembly(), def.name());
      assertSame(def, ctx.lookupOp(def.name()));
    }
    assertTrue(AddIOp.DEF.hasTrait(Trait.COMMUTATIVE));
    assertTrue(AndIOp.DEF.hasTrait(Trait.IDEMPOTENT));
    assertTrue(SubIOp.DEF.hasTrait(Trait.SAME_OPERANDS_AND_RESULT_TYPE));
    assertTrue(ConstantOp.DEF.hasTrait(Trait.CONSTANT_LIKE));
  }

  @Test
  void flagsHaveDefaultsAndMlirSpelling() {
    Value a = arg(i(32));
    Operation add = create(AddIOp.DEF, List.of(a, a), List.of(i(32)));
    assertSame(IntegerOverflowFlagsAttr.get(ctx, 0), add.inherentAttr("overflowFlags"));
    assertEquals("overflow<none>", IntegerOverflowFlagsAttr.get(ctx, 0).body());
    assertEquals("overflow<nsw, nuw>", IntegerOverflowFlagsAttr.get(ctx, 3).body());
    assertEquals("fastmath<fast>", FastMathFlagsAttr.get(ctx, FastMathFlagsAttr.FAST).body());
    assertEquals("fastmath<nnan,afn>", FastMathFlagsAttr.get(ctx, 2 | 64).body());
    assertEquals("fastmath<none>", FastMathFlagsAttr.get(ctx, 0).body());
  }

  @Test
  void typeConstraintsAndCounts() {
    Value f = arg(FloatType.f32(ctx));
    Value a = arg(i(32));
    assertEquals(
        "'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'",
        verify(create(AddIOp.DEF, List.of(f, f), List.of(FloatType.f32(ctx)))));
    assertEquals("'arith.addi' op expected 2 operands, but found 1", verify(create(AddIOp.DEF, List.of(a), List.of(i(32)))));
    assertEquals(
        "'arith.addf' op operand #0 must be floating-point-like, but got 'i32'",
        verify(create(AddFOp.DEF, List.of(a, a), List.of(i(32)))));
    assertNull(verify(create(AddIOp.DEF, List.of(a, a), List.of(i(32)))));
  }

  @Test
  void compareNeedsPredicateAndBoolResult() {
    Value a = arg(i(32));
    assertEquals("'arith.cmpi' op requires attribute 'predicate'", verify(create(CmpIOp.DEF, List.of(a, a), List.of(i(1)))));
    NamedAttribute bad = new NamedAttribute("predicate", IntegerAttr.get(ctx, i(64), 42));
    assertEquals(
        "'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
        verify(create(CmpIOp.DEF, List.of(a, a), List.of(i(1)), bad)));
    NamedAttribute slt = new NamedAttribute("predicate", IntegerAttr.get(ctx, i(64), 2));
    assertEquals(
        "'arith.cmpi' op result #0 must be bool-like, but got 'i32'",
        verify(create(CmpIOp.DEF, List.of(a, a), List.of(i(32)), slt)));
    Value v = arg(VectorType.get(ctx, new long[] {4}, i(32)));
    assertEquals(
        "'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands",
        verify(create(CmpIOp.DEF, List.of(v, v), List.of(i(1)), slt)));
    assertNull(verify(create(CmpIOp.DEF, List.of(v, v), List.of(VectorType.get(ctx, new long[] {4}, i(1))), slt)));
  }

  @Test
  void castWidthRules() {
    Value a = arg(i(16));
    assertEquals(
        "'arith.extsi' op operand type 'i16' and result type 'i8' are cast incompatible",
        verify(create(ExtSIOp.DEF, List.of(a), List.of(i(8)))));
    assertNull(verify(create(ExtSIOp.DEF, List.of(a), List.of(i(32)))));
    assertEquals(
        "'arith.trunci' op operand type 'i16' and result type 'i32' are cast incompatible",
        verify(create(TruncIOp.DEF, List.of(a), List.of(i(32)))));
    assertEquals(
        "'arith.index_cast' op operand type 'i16' and result type 'i32' are cast incompatible",
        verify(create(IndexCastOp.DEF, List.of(a), List.of(i(32)))));
    assertNull(verify(create(IndexCastOp.DEF, List.of(a), List.of(IndexType.get(ctx)))));
    assertNull(verify(create(BitcastOp.DEF, List.of(a), List.of(FloatType.get(ctx, FloatType.Kind.F16)))));
    Operation scaling = create(ScalingExtFOp.DEF, List.of(arg(FloatType.f32(ctx)), arg(FloatType.f32(ctx))), List.of(FloatType.get(ctx, FloatType.Kind.F16)));
    assertEquals("'arith.scaling_extf' op operand types 'f32', 'f32' and result type 'f16' are cast incompatible", verify(scaling));
  }

  @Test
  void selectConditionRules() {
    Value c = arg(i(1));
    Value a = arg(i(32));
    Value f = arg(FloatType.f32(ctx));
    assertEquals(
        "'arith.select' op failed to verify that all of {true_value, false_value, result} have same type",
        verify(create(SelectOp.DEF, List.of(c, a, f), List.of(i(32)))));
    Value vc = arg(VectorType.get(ctx, new long[] {3}, i(1)));
    Value va = arg(VectorType.get(ctx, new long[] {4}, i(32)));
    assertEquals(
        "'arith.select' op failed to verify that condition is signless i1 or has matching shape",
        verify(create(SelectOp.DEF, List.of(vc, va, va), List.of(va.type()))));
    assertNull(verify(create(SelectOp.DEF, List.of(c, va, va), List.of(va.type()))));
  }

  @Test
  void constantsAreNamedAsMlirNamesThem() {
    assertEquals("c42_i32", constantName(IntegerAttr.get(ctx, i(32), 42)));
    assertEquals("c-1_i8", constantName(IntegerAttr.get(ctx, i(8), -1)));
    assertEquals("c0", constantName(IntegerAttr.get(ctx, IndexType.get(ctx), 0)));
    assertEquals("true", constantName(IntegerAttr.bool(ctx, true)));
    assertEquals("false", constantName(IntegerAttr.bool(ctx, false)));
    assertEquals("cst", constantName(FloatAttr.get(ctx, FloatType.f32(ctx), 1.0)));
  }

  @Test
  void constantTypeMustMatchValue() {
    Attribute v = IntegerAttr.get(ctx, i(64), 3);
    assertEquals(
        "'arith.constant' op failed to verify that all of {value, result} have same type",
        verify(create(ConstantOp.DEF, List.of(), List.of(i(32)), new NamedAttribute("value", v))));
    Attribute s = IntegerAttr.get(ctx, IntegerType.get(ctx, 32, IntegerType.Signedness.SIGNED), 1);
    assertEquals(
        "'arith.constant' op integer return type must be signless",
        verify(create(ConstantOp.DEF, List.of(), List.of(((IntegerAttr) s).type()), new NamedAttribute("value", s))));
  }

  private String constantName(Attribute value) {
    Operation op = create(ConstantOp.DEF, List.of(), List.of(((org.jmlir.ir.attr.TypedAttr) value).type()), new NamedAttribute("value", value));
    String[] name = new String[1];
    ConstantOp.DEF.resultNamer().nameResults(op, (val, n) -> name[0] = n);
    return name[0];
  }
}
