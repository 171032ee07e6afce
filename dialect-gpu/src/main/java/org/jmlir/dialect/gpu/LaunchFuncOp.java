package org.jmlir.dialect.gpu;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.ods.format.FormatProgram;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code gpu.launch_func [async] [[deps]] [<%stream : T>] @module::@kernel [clusters in (x, y, z)] blocks
 * in (x, y, z) threads in (x, y, z) [: i64] [dynamic_shared_memory_size %s] [args(%a : T, ...)]}.
 */
public final class LaunchFuncOp extends Operation {
  /** Operand groups, in MLIR 22's order. */
  static final int DEPS = 0, GRID = 1, BLOCK = 4, CLUSTER = 7, DYN_SHMEM = 10, ARGS = 11, ASYNC_OBJECT = 12;

  static final TypeConstraint DIM =
      new TypeConstraint(
          "index or 32-bit signless integer or 64-bit signless integer",
          t -> t instanceof IndexType || t instanceof IntegerType i && i.isSignless() && (i.width() == 32 || i.width() == 64));

  public static final OpDef DEF =
      OpSpec.define("gpu.launch_func", LaunchFuncOp::new)
          .variadicOperand("asyncDependencies", GpuOps.ASYNC_TOKEN)
          .attr("kernel", AttrConstraint.of("symbol reference attribute", a -> a instanceof SymbolRefAttr))
          .operand("gridSizeX", DIM)
          .operand("gridSizeY", DIM)
          .operand("gridSizeZ", DIM)
          .operand("blockSizeX", DIM)
          .operand("blockSizeY", DIM)
          .operand("blockSizeZ", DIM)
          .optionalOperand("clusterSizeX", DIM)
          .optionalOperand("clusterSizeY", DIM)
          .optionalOperand("clusterSizeZ", DIM)
          .optionalOperand("dynamicSharedMemorySize", GpuOps.I32)
          .variadicOperand("kernelOperands", TypeConstraint.ANY)
          .optionalOperand("asyncObject", TypeConstraint.ANY)
          .optionalResult("asyncToken", GpuOps.ASYNC_TOKEN)
          .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS)
          .assembly(new Syntax())
          .verifier(LaunchFuncOp::verify)
          .build();

  private LaunchFuncOp() {}

  private List<Value> group(int i) {
    return def().extension(OpSpec.class).operandGroup(this, i);
  }

  public SymbolRefAttr kernel() {
    return (SymbolRefAttr) inherentAttr("kernel");
  }

  public List<Value> kernelOperands() {
    return group(ARGS);
  }

  public List<Value> asyncDependencies() {
    return group(DEPS);
  }

  /** The grid sizes (x, y, z), then block sizes. */
  public List<Value> gridSizes() {
    return List.of(operand(group0(GRID)), operand(group0(GRID + 1)), operand(group0(GRID + 2)));
  }

  public List<Value> blockSizes() {
    return List.of(operand(group0(BLOCK)), operand(group0(BLOCK + 1)), operand(group0(BLOCK + 2)));
  }

  /** The cluster sizes (x, y, z), or none. */
  public List<Value> clusterSizes() {
    List<Value> r = new ArrayList<>();
    for (int i = CLUSTER; i < CLUSTER + 3; i++) {
      r.addAll(group(i));
    }
    return r;
  }

  /** The stream (or other async object) the launch runs on after -gpu-to-llvm, or null. */
  public Value asyncObject() {
    List<Value> g = group(ASYNC_OBJECT);
    return g.isEmpty() ? null : g.get(0);
  }

  public Value dynamicSharedMemorySize() {
    List<Value> g = group(DYN_SHMEM);
    return g.isEmpty() ? null : g.get(0);
  }

  private int group0(int i) {
    return def().extension(OpSpec.class).operandGroups(this)[i][0];
  }

  private static boolean verify(Operation op) {
    LaunchFuncOp l = (LaunchFuncOp) op;
    Operation module = op.parentOp();
    while (module != null && !module.name().equals("builtin.module")) {
      module = module.parentOp();
    }
    if (module == null || !(module.attr(GpuDialect.CONTAINER_MODULE_ATTR) instanceof UnitAttr)) {
      return op.emitOpError("expected the closest surrounding module to have the '" + GpuDialect.CONTAINER_MODULE_ATTR + "' attribute")
          .report();
    }
    List<Value> cluster = l.group(CLUSTER);
    List<Value> cy = l.group(CLUSTER + 1);
    List<Value> cz = l.group(CLUSTER + 2);
    if (cluster.size() != cy.size() || cy.size() != cz.size()) {
      return op.emitOpError("cluster size must be all present").report();
    }
    if (!l.group(ASYNC_OBJECT).isEmpty() && !l.asyncDependencies().isEmpty()) {
      return op.emitOpError("cannot pass both async dependencies and an async object").report();
    }
    SymbolRefAttr kernel = l.kernel();
    if (kernel.nested().isEmpty()) {
      return op.emitOpError("expected nested symbol reference identifying the kernel").report();
    }
    Operation container = SymbolTable.lookupSymbolIn(module, kernel.root());
    if (container == null) {
      return op.emitOpError("kernel container '" + kernel.root() + "' is undefined").report();
    }
    if (!container.name().equals("gpu.module") && !container.name().equals("gpu.binary")) {
      return op.emitOpError("kernel module '" + kernel.root() + "' is undefined").report();
    }
    if (container.name().equals("gpu.binary")) {
      return true;
    }
    Operation fn = SymbolTable.lookupSymbolIn(module, kernel);
    if (fn == null) {
      return op.emitOpError("kernel function '" + symbolText(kernel) + "' is undefined").report();
    }
    if (!(fn.attr(GpuDialect.KERNEL_ATTR) instanceof UnitAttr)) {
      return op.emitOpError("kernel function is missing the '" + GpuDialect.KERNEL_ATTR + "' attribute").report();
    }
    if (fn instanceof GpuFuncOp g) {
      FunctionType type = g.functionType();
      List<Value> args = l.kernelOperands();
      if (type.inputs().size() != args.size()) {
        return op.emitOpError("got " + args.size() + " kernel operands but expected " + type.inputs().size()).report();
      }
      for (int i = 0; i < args.size(); i++) {
        if (args.get(i).type() != type.inputs().get(i)) {
          return op.emitOpError("type of function argument " + i + " does not match").report();
        }
      }
    }
    return true;
  }

  /** {@code @a::@b} as MLIR quotes a symbol reference in diagnostics. */
  static String symbolText(SymbolRefAttr ref) {
    StringBuilder sb = new StringBuilder("@").append(ref.root());
    for (String n : ref.nested()) {
      sb.append("::@").append(n);
    }
    return sb.toString();
  }

  /** MLIR 22's declarative format for the op, written out (it needs {@code ref(...)}). */
  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      var ctx = p.context();
      Type token = AsyncTokenType.get(ctx);
      boolean async = p.parseOptionalKeyword("async");
      if (async && p.numResults() == 0) {
        throw p.emitError(p.nameOffset(), "custom op 'gpu.launch_func' needs to be named when marked 'async'");
      }
      List<UnresolvedOperand> deps = AsyncDependencies.parseList(p);
      UnresolvedOperand asyncObject = null;
      Type asyncObjectType = null;
      if (p.parseOptionalLess()) {
        asyncObject = p.parseOperand();
        p.parseColon();
        asyncObjectType = p.parseType();
        p.parseGreater();
      }
      int kernelOffset = p.currentOffset();
      Attribute kernel = p.parseAttribute(null);
      if (!(kernel instanceof SymbolRefAttr)) {
        throw p.emitError(kernelOffset, "invalid kind of attribute specified");
      }
      List<UnresolvedOperand> clusters = List.of();
      if (p.parseOptionalKeyword("clusters")) {
        p.parseKeyword("in");
        clusters = triple(p);
      }
      p.parseKeyword("blocks");
      p.parseKeyword("in");
      List<UnresolvedOperand> grid = triple(p);
      p.parseKeyword("threads");
      p.parseKeyword("in");
      List<UnresolvedOperand> block = triple(p);
      Type dimType = IndexType.get(ctx);
      if (p.parseOptionalColon()) {
        dimType = p.parseType();
      }
      UnresolvedOperand dyn = null;
      if (p.parseOptionalKeyword("dynamic_shared_memory_size")) {
        dyn = p.parseOperand();
      }
      List<UnresolvedOperand> args = new ArrayList<>();
      List<Type> argTypes = new ArrayList<>();
      if (p.parseOptionalKeyword("args")) {
        p.parseLParen();
        if (!p.parseOptionalRParen()) {
          do {
            args.add(p.parseOperand());
            p.parseColon();
            argTypes.add(p.parseType());
          } while (p.parseOptionalComma());
          p.parseRParen();
        }
      }
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);

      List<Value> ops = state.operands;
      p.resolveOperands(deps, Collections.nCopies(deps.size(), token), kernelOffset, ops);
      for (UnresolvedOperand u : grid) {
        ops.add(p.resolveOperand(u, dimType));
      }
      for (UnresolvedOperand u : block) {
        ops.add(p.resolveOperand(u, dimType));
      }
      for (UnresolvedOperand u : clusters) {
        ops.add(p.resolveOperand(u, dimType));
      }
      if (dyn != null) {
        ops.add(p.resolveOperand(dyn, IntegerType.get(ctx, 32)));
      }
      p.resolveOperands(args, argTypes, kernelOffset, ops);
      if (asyncObject != null) {
        ops.add(p.resolveOperand(asyncObject, asyncObjectType));
      }
      int c = clusters.isEmpty() ? 0 : 1;
      List<NamedAttribute> props = new ArrayList<>();
      props.add(new NamedAttribute("kernel", kernel));
      props.add(
          new NamedAttribute(
              OpSpec.OPERAND_SEGMENTS,
              OperandSegments.sizesAttr(
                  ctx, deps.size(), 1, 1, 1, 1, 1, 1, c, c, c, dyn == null ? 0 : 1, args.size(), asyncObject == null ? 0 : 1)));
      for (NamedAttribute a : attrs) {
        if (DEF.isInherentAttr(a.name())) {
          props.add(a);
        } else {
          state.attributes.add(a);
        }
      }
      state.properties = DictionaryAttr.get(ctx, props);
      if (async) {
        state.addType(token);
      }
    }

    private static List<UnresolvedOperand> triple(OpAsmParser p) {
      p.parseLParen();
      List<UnresolvedOperand> out = new ArrayList<>(3);
      out.add(p.parseOperand());
      p.parseComma();
      out.add(p.parseOperand());
      p.parseComma();
      out.add(p.parseOperand());
      p.parseRParen();
      return out;
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      LaunchFuncOp l = (LaunchFuncOp) op;
      OpSpec spec = DEF.extension(OpSpec.class);
      int[][] g = spec.operandGroups(op);
      p.print(' ');
      List<Value> deps = l.asyncDependencies();
      if (op.numResults() > 0) {
        p.print("async");
        if (!deps.isEmpty()) {
          p.print(' ');
        }
      }
      if (!deps.isEmpty()) {
        p.print('[');
        p.printOperands(deps);
        p.print(']');
      }
      List<Value> obj = l.group(ASYNC_OBJECT);
      if (!obj.isEmpty()) {
        p.print('<');
        p.printOperand(obj.get(0));
        p.print(" : ");
        p.printType(obj.get(0).type());
        p.print('>');
      }
      p.print(' ');
      p.printAttribute(l.kernel());
      if (g[CLUSTER][1] == 1) {
        p.print(" clusters in (");
        printTriple(p, op, g, CLUSTER);
      }
      p.print(" blocks in (");
      printTriple(p, op, g, GRID);
      p.print(" threads in (");
      printTriple(p, op, g, BLOCK);
      p.print(' ');
      Type dimType = op.operand(g[GRID][0]).type();
      if (!(dimType instanceof IndexType)) {
        p.print(": ");
        p.printType(dimType);
      }
      p.print(' ');
      Value dyn = l.dynamicSharedMemorySize();
      if (dyn != null) {
        p.print("dynamic_shared_memory_size ");
        p.printOperand(dyn);
        p.print(' ');
      }
      List<Value> args = l.kernelOperands();
      if (!args.isEmpty()) {
        p.print("args(");
        for (int i = 0; i < args.size(); i++) {
          if (i > 0) {
            p.print(", ");
          }
          p.printOperand(args.get(i));
          p.print(" : ");
          p.printType(args.get(i).type());
        }
        p.print(')');
      }
      p.printOptionalAttrDict(FormatProgram.attrDictionary(op), List.of("kernel", OpSpec.OPERAND_SEGMENTS));
    }

    private static void printTriple(OpAsmPrinter p, Operation op, int[][] g, int first) {
      p.printOperand(op.operand(g[first][0]));
      p.print(", ");
      p.printOperand(op.operand(g[first + 1][0]));
      p.print(", ");
      p.printOperand(op.operand(g[first + 2][0]));
      p.print(')');
    }
  }
}
