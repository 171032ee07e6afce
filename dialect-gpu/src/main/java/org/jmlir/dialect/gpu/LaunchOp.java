package org.jmlir.dialect.gpu;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.ods.format.FormatProgram;
import org.jmlir.ir.parse.Argument;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code gpu.launch blocks(%bx, %by, %bz) in (%gx = %a, ...) threads(%tx, %ty, %tz) in (%sx = %b, ...)
 * {...}}: a kernel written inline; its region runs once per thread. The entry block's arguments are the
 * block ids, thread ids, grid sizes and block sizes (then cluster ids and sizes, then attributions).
 */
public final class LaunchOp extends Operation {
  static final int DEPS = 0, GRID = 1, BLOCK = 4, CLUSTER = 7, DYN_SHMEM = 10;

  /** Index arguments every launch body has: block ids, thread ids, grid sizes, block sizes. */
  public static final int NUM_CONFIG_ARGS = 12;

  public static final OpDef DEF =
      OpSpec.define("gpu.launch", LaunchOp::new)
          .variadicOperand("asyncDependencies", GpuOps.ASYNC_TOKEN)
          .operand("gridSizeX", TypeConstraint.INDEX)
          .operand("gridSizeY", TypeConstraint.INDEX)
          .operand("gridSizeZ", TypeConstraint.INDEX)
          .operand("blockSizeX", TypeConstraint.INDEX)
          .operand("blockSizeY", TypeConstraint.INDEX)
          .operand("blockSizeZ", TypeConstraint.INDEX)
          .optionalOperand("clusterSizeX", TypeConstraint.INDEX)
          .optionalOperand("clusterSizeY", TypeConstraint.INDEX)
          .optionalOperand("clusterSizeZ", TypeConstraint.INDEX)
          .optionalOperand("dynamicSharedMemorySize", GpuOps.I32)
          .optionalAttr("module", AttrConstraint.FLAT_SYMBOL_REF)
          .optionalAttr("function", AttrConstraint.FLAT_SYMBOL_REF)
          .optionalAttr("workgroup_attrib_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .optionalAttr("private_attrib_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .optionalResult("asyncToken", GpuOps.ASYNC_TOKEN)
          .region("body")
          .traits(Trait.AFFINE_SCOPE, Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.ATTR_SIZED_OPERAND_SEGMENTS, Trait.RECURSIVE_MEMORY_EFFECTS)
          .assembly(new Syntax())
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(GpuCanonicalization.LAUNCH))
          .verifier(LaunchOp::verify)
          .regionVerifier(LaunchOp::verifyBody)
          .build();

  private LaunchOp() {}

  private int[][] groups() {
    return DEF.extension(OpSpec.class).operandGroups(this);
  }

  public boolean hasClusterSize() {
    return groups()[CLUSTER][1] == 1;
  }

  public List<Value> asyncDependencies() {
    int[][] g = groups();
    return operands().subList(g[DEPS][0], g[DEPS][0] + g[DEPS][1]);
  }

  public List<Value> gridSizes() {
    return triple(GRID);
  }

  public List<Value> blockSizes() {
    return triple(BLOCK);
  }

  /** The cluster sizes, or an empty list. */
  public List<Value> clusterSizes() {
    return hasClusterSize() ? triple(CLUSTER) : List.of();
  }

  public Value dynamicSharedMemorySize() {
    int[][] g = groups();
    return g[DYN_SHMEM][1] == 0 ? null : operand(g[DYN_SHMEM][0]);
  }

  private List<Value> triple(int first) {
    int[][] g = groups();
    return List.of(operand(g[first][0]), operand(g[first + 1][0]), operand(g[first + 2][0]));
  }

  /** The number of index arguments of the body (12, or 18 with clusters). */
  public int numConfigArgs() {
    return hasClusterSize() ? NUM_CONFIG_ARGS + 6 : NUM_CONFIG_ARGS;
  }

  public int numWorkgroupAttributions() {
    return attr(GpuFuncOp.NUM_WORKGROUP) instanceof IntegerAttr i ? i.value().intValue() : 0;
  }

  public List<BlockArgument> workgroupAttributions() {
    int start = numConfigArgs();
    return region(0).front().arguments().subList(start, start + numWorkgroupAttributions());
  }

  public List<BlockArgument> privateAttributions() {
    List<BlockArgument> args = region(0).front().arguments();
    return args.subList(numConfigArgs() + numWorkgroupAttributions(), args.size());
  }

  private static boolean verify(Operation op) {
    LaunchOp l = (LaunchOp) op;
    int[][] g = l.groups();
    if (g[CLUSTER][1] != g[CLUSTER + 1][1] || g[CLUSTER][1] != g[CLUSTER + 2][1]) {
      return op.emitOpError("cluster size must be all present").report();
    }
    if (op.region(0).isEmpty()) {
      return true;
    }
    if (op.region(0).front().numArguments() < l.numConfigArgs() + l.numWorkgroupAttributions()) {
      return op.emitOpError("unexpected number of region arguments").report();
    }
    if (!Attributions.verify(op, l.workgroupAttributions(), 1) || !Attributions.verify(op, l.privateAttributions(), 2)) {
      return false;
    }
    if (op.numResults() == 0 && !l.asyncDependencies().isEmpty()) {
      return op.emitOpError("gpu.launch requires 'async' keyword to return a value").report();
    }
    return true;
  }

  /** After the body verified: each block ends in gpu.terminator or a branch (verifyRegions). */
  private static boolean verifyBody(Operation op) {
    for (Block b : op.region(0).blocks()) {
      if (b.operations().isEmpty()) {
        continue;
      }
      Operation t = b.operations().get(b.operations().size() - 1);
      if (!t.name().equals("gpu.terminator") && t.numSuccessors() == 0) {
        return t.emitError("expected 'gpu.terminator' or a terminator with successors").report();
      }
    }
    return true;
  }

  /** MLIR's LaunchOp::parse/print. */
  private static final class Syntax implements OpDef.Assembly {
    private static final List<String> ELIDED =
        List.of(OpSpec.OPERAND_SEGMENTS, GpuFuncOp.NUM_WORKGROUP, "module", "function", "workgroup_attrib_attrs", "private_attrib_attrs");

    @Override
    public void parse(OpAsmParser p, OperationState state) {
      var ctx = p.context();
      Type index = IndexType.get(ctx);
      Type token = AsyncTokenType.get(ctx);
      int start = p.currentOffset();
      boolean async = p.parseOptionalKeyword("async");
      if (async && p.numResults() == 0) {
        throw p.emitError(p.nameOffset(), "custom op 'gpu.launch' needs to be named when marked 'async'");
      }
      List<UnresolvedOperand> deps = AsyncDependencies.parseList(p);
      List<Argument> clusterIds = new ArrayList<>();
      List<Argument> clusterSizeArgs = new ArrayList<>();
      List<UnresolvedOperand> clusterSizes = new ArrayList<>();
      if (p.parseOptionalKeyword("clusters")) {
        sizeAssignment(p, index, clusterIds, clusterSizeArgs, clusterSizes);
      }
      List<Argument> blockIds = new ArrayList<>();
      List<Argument> gridArgs = new ArrayList<>();
      List<UnresolvedOperand> grid = new ArrayList<>();
      p.parseKeyword("blocks");
      sizeAssignment(p, index, blockIds, gridArgs, grid);
      List<Argument> threadIds = new ArrayList<>();
      List<Argument> blockArgs = new ArrayList<>();
      List<UnresolvedOperand> block = new ArrayList<>();
      p.parseKeyword("threads");
      sizeAssignment(p, index, threadIds, blockArgs, block);
      UnresolvedOperand dyn = null;
      if (p.parseOptionalKeyword("dynamic_shared_memory_size")) {
        dyn = p.parseOperand();
      }
      List<NamedAttribute> props = new ArrayList<>();
      if (p.parseOptionalKeyword("module")) {
        p.parseLParen();
        props.add(new NamedAttribute("module", org.jmlir.ir.attr.SymbolRefAttr.get(ctx, p.parseSymbolName())));
        p.parseRParen();
      }
      if (p.parseOptionalKeyword("function")) {
        p.parseLParen();
        props.add(new NamedAttribute("function", org.jmlir.ir.attr.SymbolRefAttr.get(ctx, p.parseSymbolName())));
        p.parseRParen();
      }
      List<Argument> workgroup = new ArrayList<>();
      Attributions.parse(p, "workgroup", workgroup);
      List<Argument> priv = new ArrayList<>();
      Attributions.parse(p, "private", priv);

      List<Argument> regionArgs = new ArrayList<>();
      regionArgs.addAll(blockIds);
      regionArgs.addAll(threadIds);
      regionArgs.addAll(gridArgs);
      regionArgs.addAll(blockArgs);
      regionArgs.addAll(clusterIds);
      regionArgs.addAll(clusterSizeArgs);
      regionArgs.addAll(workgroup);
      regionArgs.addAll(priv);

      List<Value> ops = state.operands;
      p.resolveOperands(deps, Collections.nCopies(deps.size(), token), start, ops);
      p.resolveOperands(grid, index, ops);
      p.resolveOperands(block, index, ops);
      p.resolveOperands(clusterSizes, index, ops);
      if (dyn != null) {
        ops.add(p.resolveOperand(dyn, IntegerType.get(ctx, 32)));
      }
      int c = clusterSizes.isEmpty() ? 0 : 1;
      props.add(
          new NamedAttribute(
              OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(ctx, deps.size(), 1, 1, 1, 1, 1, 1, c, c, c, dyn == null ? 0 : 1)));
      ArrayAttr wa = Attributions.attrs(ctx, workgroup);
      if (wa != null) {
        props.add(new NamedAttribute("workgroup_attrib_attrs", wa));
      }
      ArrayAttr pa = Attributions.attrs(ctx, priv);
      if (pa != null) {
        props.add(new NamedAttribute("private_attrib_attrs", pa));
      }
      p.parseRegion(state.addRegion(), regionArgs, false);
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      for (NamedAttribute a : attrs) {
        if (DEF.isInherentAttr(a.name())) {
          props.add(a);
        } else {
          state.attributes.add(a);
        }
      }
      state.attributes.add(
          new NamedAttribute(GpuFuncOp.NUM_WORKGROUP, IntegerAttr.get(ctx, IntegerType.get(ctx, 64), workgroup.size())));
      state.properties = DictionaryAttr.get(ctx, props);
      if (async) {
        state.addType(token);
      }
    }

    /** {@code (%x, %y, %z) in (%sx = %a, %sy = %b, %sz = %c)}. */
    private static void sizeAssignment(
        OpAsmParser p, Type index, List<Argument> ids, List<Argument> sizeArgs, List<UnresolvedOperand> sizes) {
      for (Argument a : p.parseArgumentList(org.jmlir.ir.parse.Delimiter.PAREN, false, false)) {
        ids.add(new Argument(a.ssaName(), index, null, null));
      }
      if (ids.size() != 3) {
        throw p.emitError("expected 3 region arguments");
      }
      p.parseKeyword("in");
      p.parseLParen();
      for (int i = 0; i < 3; i++) {
        if (i > 0) {
          p.parseComma();
        }
        Argument a = p.parseArgument(false, false);
        sizeArgs.add(new Argument(a.ssaName(), index, null, null));
        p.parseEqual();
        sizes.add(p.parseOperand());
      }
      p.parseRParen();
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      LaunchOp l = (LaunchOp) op;
      List<Value> deps = l.asyncDependencies();
      if (op.numResults() > 0) {
        p.print(" async");
      }
      if (!deps.isEmpty()) {
        p.print(" [");
        p.printOperands(deps);
        p.print(']');
      }
      List<BlockArgument> args = op.region(0).front().arguments();
      if (l.hasClusterSize()) {
        p.print(" clusters");
        printSizes(p, args.subList(12, 15), args.subList(15, 18), l.clusterSizes());
      }
      p.print(" blocks");
      printSizes(p, args.subList(0, 3), args.subList(6, 9), l.gridSizes());
      p.print(" threads");
      printSizes(p, args.subList(3, 6), args.subList(9, 12), l.blockSizes());
      Value dyn = l.dynamicSharedMemorySize();
      if (dyn != null) {
        p.print(" dynamic_shared_memory_size ");
        p.printOperand(dyn);
      }
      if (op.inherentAttr("module") instanceof org.jmlir.ir.attr.SymbolRefAttr m) {
        p.print(" module(");
        p.printAttribute(m);
        p.print(')');
      }
      if (op.inherentAttr("function") instanceof org.jmlir.ir.attr.SymbolRefAttr f) {
        p.print(" function(");
        p.printAttribute(f);
        p.print(')');
      }
      Attributions.print(p, "workgroup", l.workgroupAttributions(), Attributions.attrArray(op, "workgroup_attrib_attrs"));
      Attributions.print(p, "private", l.privateAttributions(), Attributions.attrArray(op, "private_attrib_attrs"));
      p.print(' ');
      p.printRegion(op.region(0), false, true, false);
      p.printOptionalAttrDict(FormatProgram.attrDictionary(op), ELIDED);
    }

    private static void printSizes(OpAsmPrinter p, List<BlockArgument> ids, List<BlockArgument> sizeArgs, List<Value> sizes) {
      p.print('(');
      for (int i = 0; i < 3; i++) {
        if (i > 0) {
          p.print(", ");
        }
        p.printOperand(ids.get(i));
      }
      p.print(") in (");
      for (int i = 0; i < 3; i++) {
        if (i > 0) {
          p.print(", ");
        }
        p.printOperand(sizeArgs.get(i));
        p.print(" = ");
        p.printOperand(sizes.get(i));
      }
      p.print(')');
    }
  }
}
