package org.jmlir.dialect.scf;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code %r = scf.index_switch %i -> f32 case 2 { ... } default { ... }}: runs the region of the
 * matching case value, else the default region. Regions are {@code default} first, then the cases.
 */
public final class IndexSwitchOp extends Operation implements ScfOp {
  /** MLIR's DenseI64ArrayAttr. */
  static final AttrConstraint DENSE_I64_ARRAY =
      AttrConstraint.of(
          "i64 dense array attribute",
          a -> a instanceof DenseArrayAttr d && d.elementType() instanceof IntegerType t && t.width() == 64);

  private static final List<String> ELIDED = List.of("cases");

  public static final OpDef DEF =
      OpSpec.define("scf.index_switch", IndexSwitchOp::new)
          .operand("arg", TypeConstraint.INDEX)
          .attr("cases", DENSE_I64_ARRAY)
          .variadicResult("results", TypeConstraint.ANY)
          .sizedRegion("defaultRegion", 1)
          .variadicRegion("caseRegions")
          .traits(Trait.RECURSIVE_MEMORY_EFFECTS, Trait.SINGLE_BLOCK, Trait.NO_REGION_ARGUMENTS)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  parseSwitch(p, state);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  printSwitch(op, p);
                }
              })
          .verifier(IndexSwitchOp::verify)
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(
                  java.util.List.of(new ScfPatterns.FoldConstantCase())))
          .build();

  private IndexSwitchOp() {}

  public Value arg() {
    return operand(0);
  }

  public Region defaultRegion() {
    return region(0);
  }

  public int numCases() {
    return numRegions() - 1;
  }

  public Region caseRegion(int i) {
    return region(i + 1);
  }

  /** The case values. */
  public long[] cases() {
    if (!(inherentAttr("cases") instanceof DenseArrayAttr d)) {
      return new long[0];
    }
    long[] out = new long[d.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = d.rawValue(i);
    }
    return out;
  }

  /** Matches the format {@code $arg attr-dict (`->` type($results)^)? custom<SwitchCases> `\n` `` `default` $defaultRegion}. */
  private static void parseSwitch(OpAsmParser p, OperationState state) {
    UnresolvedOperand arg = p.parseOperand();
    p.parseOptionalAttrDict(state.attributes);
    if (p.parseOptionalArrow()) {
      state.addTypes(p.parseTypeList());
    }
    List<Long> values = new ArrayList<>();
    List<Region> cases = new ArrayList<>();
    while (p.parseOptionalKeyword("case")) {
      int offset = p.currentOffset();
      BigInteger v = p.parseInteger();
      if (v.bitLength() > 63) {
        throw p.emitError(offset, "integer value too large");
      }
      Region r = new Region();
      p.parseRegion(r, List.of(), false);
      values.add(v.longValue());
      cases.add(r);
    }
    p.parseKeyword("default");
    Region defaultRegion = state.addRegion();
    p.parseRegion(defaultRegion, List.of(), false);
    ScfSyntax.ensureTerminator(defaultRegion, YieldOp.DEF, p, ScfSyntax.nameLocation(p));
    for (Region r : cases) {
      state.addRegion(r);
    }
    long[] raw = new long[values.size()];
    for (int i = 0; i < raw.length; i++) {
      raw[i] = values.get(i);
    }
    state.addAttribute("cases", DenseArrayAttr.get(p.context(), IntegerType.get(p.context(), 64), raw));
    state.addOperand(p.resolveOperand(arg, IndexType.get(p.context())));
  }

  private static void printSwitch(Operation op, OpAsmPrinter p) {
    IndexSwitchOp sw = (IndexSwitchOp) op;
    p.print(' ');
    p.printOperand(op.operand(0));
    p.printOptionalAttrDict(op.attrDictionary().entries(), ELIDED);
    if (op.numResults() > 0) {
      p.print(" -> ");
      ScfSyntax.printTypes(p, op.resultTypes());
    }
    p.print(' ');
    long[] cases = sw.cases();
    for (int i = 0; i < cases.length && i < sw.numCases(); i++) {
      p.printNewline();
      p.print("case ");
      p.print(cases[i]);
      p.print(' ');
      p.printRegion(sw.caseRegion(i), false, true, false);
    }
    p.printNewline();
    p.print("default ");
    Operation term = ScfChecks.terminator(sw.defaultRegion());
    boolean printTerminator =
        term == null || term.numOperands() != 0 || term.numResults() != 0 || !term.attributes().isEmpty();
    p.printRegion(sw.defaultRegion(), true, printTerminator, false);
  }

  private static boolean verify(Operation op) {
    IndexSwitchOp sw = (IndexSwitchOp) op;
    for (int i = 1; i < op.numRegions(); i++) {
      if (op.region(i).numBlocks() != 1) {
        return op.emitOpError("region #" + i + " ('caseRegions') failed to verify constraint: region with 1 blocks")
            .report();
      }
    }
    long[] cases = sw.cases();
    if (cases.length != sw.numCases()) {
      return op.emitOpError("has " + sw.numCases() + " case regions but " + cases.length + " case values").report();
    }
    Set<Long> seen = new HashSet<>();
    for (long v : cases) {
      if (!seen.add(v)) {
        return op.emitOpError("has duplicate case value: " + v).report();
      }
    }
    if (!verifyRegion(op, sw.defaultRegion(), "default region")) {
      return false;
    }
    for (int i = 0; i < sw.numCases(); i++) {
      if (!verifyRegion(op, sw.caseRegion(i), "case region #" + i)) {
        return false;
      }
    }
    return true;
  }

  /** Matches mlir-opt 22's IndexSwitchOp::verify for one region. */
  private static boolean verifyRegion(Operation op, Region region, String name) {
    Operation last = ScfChecks.terminator(region);
    if (!(last instanceof YieldOp)) {
      String got = last == null ? "nothing" : last.name();
      return op.emitOpError("expected region to end with scf.yield, but got " + got).report();
    }
    if (last.numOperands() != op.numResults()) {
      return op.emitOpError(
              "expected each region to return " + op.numResults() + " values, but " + name + " returns "
                  + last.numOperands())
          .attachNote(last.location(), "see yield operation here")
          .report();
    }
    List<Type> results = op.resultTypes();
    for (int i = 0; i < results.size(); i++) {
      Type t = last.operand(i).type();
      if (t != results.get(i)) {
        return op.emitOpError("expected result #" + i + " of each region to be '" + Texts.type(results.get(i)) + "'")
            .attachNote(last.location(), name + " returns '" + Texts.type(t) + "' here")
            .report();
      }
    }
    return true;
  }
}
