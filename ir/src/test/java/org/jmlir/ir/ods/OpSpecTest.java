package org.jmlir.ir.ods;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.builtin.ModuleOp;
import org.jmlir.ir.builtin.UnrealizedConversionCastOp;
import org.jmlir.ir.diag.Diagnostic;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.ods.format.FormatProgram;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class OpSpecTest {
  private MLIRContext ctx;
  private final List<Diagnostic> diags = new ArrayList<>();
  private Block block;
  private IntegerType i32;
  private FloatType f32;

  /** A test op: one integer-like operand, an optional unit flag and a default-valued i64 attribute. */
  private static final OpDef SHIFT =
      OpSpec.define("test.shift", TestOp::new)
          .operand("lhs", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
          .operand("rhs", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
          .optionalAttr("exact", AttrConstraint.UNIT)
          .defaultAttr("amount", AttrConstraint.signlessInteger(64), c -> IntegerAttr.get(c, IntegerType.get(c, 64), 0))
          .result("result", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
          .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
          .format("$lhs `,` $rhs (`exact` $exact^)? (`by` `<` $amount^ `>`)? attr-dict `:` type($result)")
          .build();

  /** A variadic op with a functional type and a predicate. */
  private static final OpDef CALLISH =
      OpSpec.define("test.callish", TestOp::new)
          .attr("callee", AttrConstraint.FLAT_SYMBOL_REF)
          .variadicOperand("args", TypeConstraint.ANY)
          .variadicResult("results", TypeConstraint.ANY)
          .predicate("has at most two arguments", op -> op.numOperands() <= 2)
          .format("$callee `(` $args `)` attr-dict `:` functional-type($args, results)")
          .build();

  /** Two variadic groups: sizes live in operandSegmentSizes. */
  private static final OpDef SEGMENTED =
      OpSpec.define("test.segmented", TestOp::new)
          .variadicOperand("a", TypeConstraint.ANY)
          .operand("mid", TypeConstraint.INDEX)
          .variadicOperand("b", TypeConstraint.ANY)
          .format("`[` $a `]` $mid `[` $b `]` attr-dict `:` type($a) `;` type($b)")
          .build();

  /** Default-valued attributes declared out of name order, with optional ones between them by name. */
  private static final OpDef DEFAULTS =
      OpSpec.define("test.defaults", TestOp::new)
          .defaultAttr("gamma", AttrConstraint.signlessInteger(64), c -> IntegerAttr.get(c, IntegerType.get(c, 64), 3))
          .optionalAttr("beta", AttrConstraint.UNIT)
          .defaultAttr("alpha", AttrConstraint.signlessInteger(64), c -> IntegerAttr.get(c, IntegerType.get(c, 64), 1))
          .optionalAttr("delta", AttrConstraint.UNIT)
          .optionalAttr("aardvark", AttrConstraint.UNIT)
          .build();

  static final class TestOp extends Operation {}

  @BeforeEach
  void setUp() {
    ctx = new MLIRContext();
    ctx.diagnostics().pushHandler(d -> diags.add(d));
    i32 = IntegerType.get(ctx, 32);
    f32 = FloatType.f32(ctx);
    block = new Block();
  }

  private Value arg(Type t) {
    return block.addArgument(t, UnknownLoc.get(ctx));
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

  private String verifyMessage(Operation op) {
    diags.clear();
    boolean ok = op.def().invariantsVerifier().verify(op);
    if (ok) {
      return null;
    }
    return diags.get(0).message();
  }

  private String print(Operation op, Value... named) {
    RecordingPrinter p = new RecordingPrinter();
    for (int i = 0; i < named.length; i++) {
      p.name(named[i], "v" + i);
    }
    op.def().assembly().print(op, p);
    return p.out.toString();
  }

  private List<String> names(Attribute dict) {
    List<String> out = new ArrayList<>();
    for (NamedAttribute e : ((DictionaryAttr) dict).entries()) {
      out.add(e.name() + "=" + e.value());
    }
    return out;
  }

  @Test
  void defaultsFillInAroundGivenPropertiesAndGivenValuesWin() {
    IntegerType i64 = IntegerType.get(ctx, 64);
    Attribute unit = UnitAttr.get(ctx);
    String one = IntegerAttr.get(ctx, i64, 1).toString();
    String three = IntegerAttr.get(ctx, i64, 3).toString();
    // None given: the defaults alone, one dictionary for every such op.
    Operation none = create(DEFAULTS, List.of(), List.of());
    assertEquals(List.of("alpha=" + one, "gamma=" + three), names(none.properties()));
    assertSame(none.properties(), create(DEFAULTS, List.of(), List.of()).properties());
    // Given names before, between and after the defaults' names: all kept, in name order.
    Operation around = create(DEFAULTS, List.of(), List.of(), new NamedAttribute("delta", unit),
        new NamedAttribute("aardvark", unit), new NamedAttribute("beta", unit));
    assertEquals(List.of("aardvark=" + unit, "alpha=" + one, "beta=" + unit, "delta=" + unit, "gamma=" + three),
        names(around.properties()));
    assertSame(unit, around.inherentAttr("delta"));
    // A given value of a default-valued attribute wins over the default.
    IntegerAttr seven = IntegerAttr.get(ctx, i64, 7);
    Operation given = create(DEFAULTS, List.of(), List.of(), new NamedAttribute("gamma", seven),
        new NamedAttribute("beta", unit));
    assertEquals(List.of("alpha=" + one, "beta=" + unit, "gamma=" + seven), names(given.properties()));
    assertSame(seven, given.inherentAttr("gamma"));
    // Every default given: the given dictionary itself.
    Attribute both = DictionaryAttr.get(ctx, List.of(new NamedAttribute("alpha", seven), new NamedAttribute("gamma", seven)));
    assertSame(both, create(DEFAULTS, List.of(), List.of(), new NamedAttribute("alpha", seven),
        new NamedAttribute("gamma", seven)).properties());
    // The merge's dictionary is the one the sorting factory makes of the same entries.
    assertSame(DictionaryAttr.get(ctx, ((DictionaryAttr) around.properties()).entries().reversed()), around.properties());
    assertEquals(-1, DEFAULTS.inherentAttrNames().indexOf("other"));
    assertTrue(DEFAULTS.isInherentAttr("aardvark"));
    assertFalse(DEFAULTS.isInherentAttr("epsilon"));
  }

  @Test
  void specIsAttachedAndAttributesAreInherent() {
    OpSpec spec = SHIFT.extension(OpSpec.class);
    assertNotNull(spec);
    assertTrue(SHIFT.isInherentAttr("exact"));
    assertTrue(SHIFT.isInherentAttr("amount"));
    assertFalse(SHIFT.isInherentAttr("other"));
    assertNotNull(SHIFT.assembly());
    assertEquals(0, spec.operandIndex("lhs"));
    assertEquals(-1, spec.operandIndex("nope"));
  }

  @Test
  void defaultValuedAttributesArePresentFromCreation() {
    Value a = arg(i32);
    Operation op = create(SHIFT, List.of(a, a), List.of(i32));
    Attribute amount = op.inherentAttr("amount");
    assertSame(IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 0), amount);
    assertNull(op.inherentAttr("exact"));
  }

  @Test
  void printsWithMlirSpacingAndElidesDefaults() {
    Value a = arg(i32);
    Value b = arg(i32);
    Operation plain = create(SHIFT, List.of(a, b), List.of(i32));
    assertEquals(" %v0, %v1 : i32", print(plain, a, b));

    Operation flagged =
        create(
            SHIFT,
            List.of(a, b),
            List.of(i32),
            new NamedAttribute("exact", UnitAttr.get(ctx)),
            new NamedAttribute("amount", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 3)));
    flagged.setAttr("foo", UnitAttr.get(ctx));
    assertEquals(" %v0, %v1 exact by<3> {foo} : i32", print(flagged, a, b));
  }

  @Test
  void functionalTypeAndParenthesizedOperands() {
    Value a = arg(i32);
    Value b = arg(f32);
    Operation op =
        create(CALLISH, List.of(a, b), List.of(f32), new NamedAttribute("callee", org.jmlir.ir.attr.SymbolRefAttr.get(ctx, "g")));
    assertEquals(" @g(%v0, %v1) : (i32, f32) -> f32", print(op, a, b));
    Operation none =
        create(CALLISH, List.of(), List.of(), new NamedAttribute("callee", org.jmlir.ir.attr.SymbolRefAttr.get(ctx, "g")));
    assertEquals(" @g() : () -> ()", print(none));
  }

  @Test
  void verifierReportsCountsTypesAttributesAndPredicates() {
    Value a = arg(i32);
    Value f = arg(f32);
    assertNull(verifyMessage(create(SHIFT, List.of(a, a), List.of(i32))));
    assertEquals("'test.shift' op expected 2 operands, but found 1", verifyMessage(create(SHIFT, List.of(a), List.of(i32))));
    assertEquals("'test.shift' op requires one result", verifyMessage(create(SHIFT, List.of(a, a), List.of())));
    assertEquals(
        "'test.shift' op operand #1 must be signless-integer-like, but got 'f32'",
        verifyMessage(create(SHIFT, List.of(a, f), List.of(i32))));
    assertEquals(
        "'test.shift' op attribute 'exact' failed to satisfy constraint: unit attribute",
        verifyMessage(create(SHIFT, List.of(a, a), List.of(i32), new NamedAttribute("exact", StringAttr.get(ctx, "x")))));
    assertEquals("'test.callish' op requires attribute 'callee'", verifyMessage(create(CALLISH, List.of(), List.of())));
    Operation three =
        create(CALLISH, List.of(a, a, a), List.of(), new NamedAttribute("callee", org.jmlir.ir.attr.SymbolRefAttr.get(ctx, "g")));
    assertEquals("'test.callish' op failed to verify that has at most two arguments", verifyMessage(three));
  }

  @Test
  void inherentAttributesAreCheckedAtParseTime() {
    OpDef.InherentAttrChecker checker = SHIFT.inherentAttrChecker();
    assertNotNull(checker);
    assertNull(checker.check(List.of(new NamedAttribute("exact", UnitAttr.get(ctx)), new NamedAttribute("x", StringAttr.get(ctx, "y")))));
    assertEquals(
        "attribute 'amount' failed to satisfy constraint: 64-bit signless integer attribute",
        checker.check(List.of(new NamedAttribute("amount", StringAttr.get(ctx, "y")))));
  }

  @Test
  void spaceDirectivesFollowMlirSpacePrinter() {
    OpDef spaced =
        OpSpec.define("test.spaced", TestOp::new)
            .operand("a", TypeConstraint.ANY)
            .format("`[` ` ` `x` ` ` `]` ` ` $a ` ` `:` `` type($a)")
            .build();
    Value a = arg(i32);
    // ` ` prints one space and asks for none before a literal; a variable after ` ` still gets its own.
    assertEquals("[ x ]  %v0 :i32", print(create(spaced, List.of(a), List.of()), a));
  }

  @Test
  void resultTypeConstraintUsesResultIndex() {
    Value a = arg(i32);
    assertEquals(
        "'test.shift' op result #0 must be signless-integer-like, but got 'f32'",
        verifyMessage(create(SHIFT, List.of(a, a), List.of(f32))));
  }

  @Test
  void lazyFormatCompilesOnFirstPrintToTheSameProgram() {
    OpSpec spec = SHIFT.extension(OpSpec.class);
    FormatProgram lazy = FormatProgram.lazy(spec);
    Value a = arg(i32);
    Operation op = create(SHIFT, List.of(a, a), List.of(i32), new NamedAttribute("exact", UnitAttr.get(ctx)));
    RecordingPrinter p = new RecordingPrinter();
    p.name(a, "v0");
    lazy.print(op, p);
    assertEquals(print(op, a), p.out.toString());
    assertEquals(FormatProgram.compile(spec).size(), lazy.size());
  }

  @Test
  void malformedFormatsAreRejectedAtDeclaration() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> OpSpec.define("test.bad", TestOp::new).operand("x", TypeConstraint.ANY).format("$y attr-dict").build());
    assertTrue(e.getMessage().contains("'$y' names no operand"), e.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> OpSpec.define("test.bad", TestOp::new).operand("x", TypeConstraint.ANY).format("($x)? attr-dict").build());
    assertThrows(
        IllegalArgumentException.class,
        () -> OpSpec.define("test.bad", TestOp::new).format("`,").build());
    assertThrows(
        IllegalArgumentException.class,
        () ->
            OpSpec.define("test.bad", TestOp::new)
                .format("attr-dict")
                .assembly(
                    new OpDef.Assembly() {
                      @Override
                      public void parse(org.jmlir.ir.parse.OpAsmParser parser, OperationState state) {}

                      @Override
                      public void print(Operation op, org.jmlir.ir.print.OpAsmPrinter printer) {}
                    })
                .build());
  }

  @Test
  void multiResultOpsAreNamedAfterTheirDeclarations() {
    OpDef two =
        OpSpec.define("test.two", TestOp::new)
            .result("sum", TypeConstraint.ANY)
            .result("carry", TypeConstraint.ANY)
            .build();
    Operation op = create(two, List.of(), List.of(i32, i32));
    List<String> names = new ArrayList<>();
    two.resultNamer().nameResults(op, (v, n) -> names.add(n));
    assertEquals(List.of("sum", "carry"), names);
    assertNull(SHIFT.resultNamer());
  }

  private NamedAttribute segments(long... sizes) {
    return new NamedAttribute(
        OpSpec.OPERAND_SEGMENTS, org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), sizes));
  }

  @Test
  void operandSegmentsSplitVariadicGroups() {
    Value x = arg(i32);
    Value y = arg(f32);
    Value n = arg(org.jmlir.ir.type.IndexType.get(ctx));
    assertTrue(SEGMENTED.hasTrait(Trait.ATTR_SIZED_OPERAND_SEGMENTS));
    assertTrue(SEGMENTED.isInherentAttr(OpSpec.OPERAND_SEGMENTS));
    Operation op = create(SEGMENTED, List.of(x, n, y, y), List.of(), segments(1, 1, 2));
    assertNull(verifyMessage(op));
    // As mlir-opt spaces it: no space before `[` (memref.alloc() does the same), one before `;`.
    assertEquals("[%v0] %v2[%v1, %v1] : i32 ; f32, f32", print(op, x, y, n));
    OpSpec spec = SEGMENTED.extension(OpSpec.class);
    assertEquals(List.of(y, y), spec.operandGroup(op, 2));
    assertEquals(
        "'test.segmented' op requires dense i32 array attribute 'operandSegmentSizes'",
        verifyMessage(create(SEGMENTED, List.of(x, n), List.of())));
    assertEquals(
        "'test.segmented' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'",
        verifyMessage(create(SEGMENTED, List.of(x, n), List.of(), segments(1, 1, 1))));
    assertEquals(
        "'test.segmented' op 'operandSegmentSizes' attribute for specifying operand segments must have 3 elements, but got 2",
        verifyMessage(create(SEGMENTED, List.of(x, n), List.of(), segments(1, 1))));
    assertEquals(
        "'test.segmented' op operand #1 must be index, but got 'i32'",
        verifyMessage(create(SEGMENTED, List.of(x, x), List.of(), segments(1, 1, 0))));
  }

  @Test
  void builtinModuleAndCast() {
    OperationState s = new OperationState(ctx, ModuleOp.DEF, UnknownLoc.get(ctx));
    s.addRegion().addBlock();
    s.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("sym_name", StringAttr.get(ctx, "m"))));
    ModuleOp module = (ModuleOp) Operation.create(s);
    assertEquals("m", module.symName());
    assertNull(verifyMessage(module));
    assertEquals(" @m {...}", print(module));
    module.setAttr("bad", UnitAttr.get(ctx));
    diags.clear();
    assertFalse(ModuleOp.DEF.verifier().verify(module));
    assertEquals("'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'bad'", diags.get(0).message());

    OperationState e = new OperationState(ctx, ModuleOp.DEF, UnknownLoc.get(ctx));
    e.addRegion();
    assertEquals(
        "'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
        verifyMessage(Operation.create(e)));

    Value a = arg(i32);
    Operation cast = create(UnrealizedConversionCastOp.DEF, List.of(a), List.of(f32));
    assertEquals(" %v0 : i32 to f32", print(cast, a));
    Operation fromNothing = create(UnrealizedConversionCastOp.DEF, List.of(), List.of(f32));
    assertEquals(" to f32", print(fromNothing));
  }

  /** What a spec declares reaches its OpDef; an op that declares nothing has empty lists, no traits. */
  @Test
  void buildCarriesTraitsAttributesInterfacesAndExtensions() {
    assertTrue(SHIFT.hasTrait(Trait.SAME_OPERANDS_AND_RESULT_TYPE));
    assertFalse(SHIFT.hasTrait(Trait.COMMUTATIVE));
    assertEquals(java.util.Set.of(Trait.SAME_OPERANDS_AND_RESULT_TYPE), SHIFT.traits());
    assertEquals(List.of("exact", "amount"), SHIFT.inherentAttrNames());
    OpSpec spec = SHIFT.extension(OpSpec.class);
    assertEquals(2, spec.operands().size());
    assertTrue(spec.hasTrait(Trait.SAME_OPERANDS_AND_RESULT_TYPE));
    assertTrue(spec.regions().isEmpty());
    assertTrue(spec.predicates().isEmpty());

    Runnable marker = () -> {};
    OpDef plain =
        OpSpec.define("test.plain", TestOp::new)
            .traits(Trait.PURE)
            .traits(Trait.COMMUTATIVE, Trait.COMMUTATIVE)
            .addInterface(Runnable.class, marker)
            .extension(String.class, "first")
            .extension(String.class, "second")
            .build();
    assertEquals(java.util.EnumSet.of(Trait.COMMUTATIVE, Trait.NO_MEMORY_EFFECT, Trait.ALWAYS_SPECULATABLE), plain.traits());
    assertSame(marker, plain.getInterface(Runnable.class));
    assertEquals("second", plain.extension(String.class));
    assertTrue(plain.inherentAttrNames().isEmpty());
    assertNull(plain.getInterface(Comparable.class));

    OpDef bare = OpSpec.define("test.bare", TestOp::new).build();
    assertTrue(bare.traits().isEmpty());
    assertTrue(bare.inherentAttrNames().isEmpty());
    assertTrue(bare.extension(OpSpec.class).operands().isEmpty());
    assertNotNull(bare.invariantsVerifier());

    OpDef bits = OpDef.builder("test.bits").traitBits(1L << Trait.COMMUTATIVE.ordinal()).traits(Trait.TERMINATOR).build();
    assertEquals(java.util.EnumSet.of(Trait.COMMUTATIVE, Trait.TERMINATOR), bits.traits());
  }
}
