package org.jmlir.dialect.llvm.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.llvm.FuncOp;
import org.jmlir.dialect.llvm.LlvmParamAttr;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DistinctAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.loc.CallSiteLoc;
import org.jmlir.ir.loc.FileLineColLoc;
import org.jmlir.ir.loc.FusedLoc;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.NameLoc;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptionException;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.IntegerType;

/**
 * {@code ensure-debug-info-scope-on-llvm-func}, as MLIR 22's DIScopeForLLVMFuncOp: every llvm.func
 * whose location names no {@code #llvm.di_subprogram} gets one, fused into its location. Its file
 * and line come from the first file location inside the function's location (else the compile
 * unit's file, line 1); definitions get a distinct id, the module's compile unit (the one fused into
 * the module's location, else a new C one, "MLIR", optimized, of the option's emission kind) and
 * "Definition|Optimized", declarations only "Optimized". Then the ops of each function: one at a
 * call site gets its callee fused with a #llvm.di_lexical_block_file of the callee's file (nested
 * call sites within), one from another file than its function's with one of its own file.
 */
public final class EnsureDebugInfoScope extends Pass {
  public static final List<String> EMISSION_KINDS = List.of("None", "Full", "LineTablesOnly", "DebugDirectivesOnly");

  private final String emissionKind;

  public EnsureDebugInfoScope(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      if (!k.equals("emission-kind")) {
        throw PassOptionException.noSuchOption(k);
      }
    }
    emissionKind = o.get("emission-kind", "LineTablesOnly");
    if (!EMISSION_KINDS.contains(emissionKind)) {
      throw PassOptionException.invalidValue(
          "for the --emission-kind option: Cannot find option named '" + emissionKind + "'!");
    }
  }

  @Override
  public String argument() {
    return "ensure-debug-info-scope-on-llvm-func";
  }

  @Override
  public String name() {
    return "DIScopeForLLVMFuncOpPass";
  }

  @Override
  public String summary() {
    return "Materialize LLVM debug info subprogram attribute on every LLVMFuncOp";
  }

  @Override
  public String anchor() {
    return "builtin.module";
  }

  @Override
  public void run(Operation module, PassContext pc) {
    MLIRContext ctx = module.context();
    Attribute compileUnit = fusedMetadata(module.location(), "di_compile_unit");
    if (compileUnit == null) {
      FileLineColLoc fileLoc = fileLoc(module.location());
      Attribute file = fileLoc != null ? file(ctx, fileLoc.filename()) : unknownFile(ctx);
      compileUnit = LlvmParamAttr.get(ctx, "di_compile_unit", List.of(
          new NamedAttribute("id", DistinctAttr.create(UnitAttr.get(ctx))),
          new NamedAttribute("sourceLanguage", LlvmParamAttr.Word.get(ctx, "DW_LANG_C")),
          new NamedAttribute("file", file),
          new NamedAttribute("producer", StringAttr.get(ctx, "MLIR")),
          new NamedAttribute("isOptimized", IntegerAttr.bool(ctx, true)),
          new NamedAttribute("emissionKind", LlvmParamAttr.Word.get(ctx, emissionKind))));
    }
    List<Operation> funcs = new ArrayList<>();
    collectFuncs(module, funcs);
    for (Operation f : funcs) {
      addScope((FuncOp) f, compileUnit);
      f.walk(op -> {
        if (op != f) {
          setLexicalBlockFile(ctx, op, f);
        }
      });
    }
  }

  /**
   * MLIR's setLexicalBlockFileAttr: an op at a call site gets its callee scoped in the function's
   * subprogram; an op whose file is not the function's is fused with a lexical block file of its file.
   */
  private static void setLexicalBlockFile(MLIRContext ctx, Operation op, Operation func) {
    Location loc = op.location();
    Attribute scope = func.location() instanceof FusedLoc f && f.metadata() instanceof LlvmParamAttr sp
        && sp.is("di_subprogram") ? sp : null;
    if (loc instanceof CallSiteLoc site) {
      if (scope != null) {
        op.setLocation(CallSiteLoc.get(ctx, nested(ctx, scope, site.callee()), site.caller()));
      }
      return;
    }
    FileLineColLoc opFile = fileLoc(loc);
    FileLineColLoc funcFile = fileLoc(func.location());
    if (opFile == null || funcFile == null || opFile.filename().equals(funcFile.filename()) || scope == null) {
      return;
    }
    Attribute block = LlvmParamAttr.get(ctx, "di_lexical_block_file", List.of(
        new NamedAttribute("scope", scope),
        new NamedAttribute("file", file(ctx, opFile.filename())),
        new NamedAttribute("discriminator", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 0))));
    op.setLocation(FusedLoc.get(ctx, List.of(loc), block));
  }

  /** The llvm.func ops under {@code op}, not looking inside them (MLIR's pre-order walk that skips a function's body). */
  private static void collectFuncs(Operation op, List<Operation> out) {
    for (int r = 0; r < op.numRegions(); r++) {
      for (org.jmlir.ir.Block b : op.region(r).blocks()) {
        for (Operation o = b.first(); o != null; o = o.nextInBlock()) {
          if (o instanceof FuncOp) {
            out.add(o);
          } else {
            collectFuncs(o, out);
          }
        }
      }
    }
  }

  private static void addScope(FuncOp func, Attribute compileUnit) {
    Location loc = func.location();
    if (fusedMetadata(loc, "di_subprogram") != null) {
      return;
    }
    MLIRContext ctx = func.context();
    FileLineColLoc fileLoc = fileLoc(loc);
    Attribute file;
    long line = 1;
    if (fileLoc != null) {
      line = fileLoc.line();
      file = file(ctx, fileLoc.filename());
    } else {
      file = compileUnit instanceof LlvmParamAttr cu && cu.param("file") != null ? cu.param("file") : unknownFile(ctx);
    }
    boolean definition = !func.region(0).isEmpty();
    StringAttr name = StringAttr.get(ctx, func.symName());
    Attribute i64Line = IntegerAttr.get(ctx, IntegerType.get(ctx, 64), line);
    List<NamedAttribute> params = new ArrayList<>();
    if (definition) {
      params.add(new NamedAttribute("id", DistinctAttr.create(UnitAttr.get(ctx))));
      params.add(new NamedAttribute("compileUnit", compileUnit));
    }
    params.add(new NamedAttribute("scope", file));
    params.add(new NamedAttribute("name", name));
    params.add(new NamedAttribute("linkageName", name));
    params.add(new NamedAttribute("file", file));
    params.add(new NamedAttribute("line", i64Line));
    params.add(new NamedAttribute("scopeLine", i64Line));
    params.add(new NamedAttribute("subprogramFlags",
        LlvmParamAttr.Word.get(ctx, definition ? "Definition|Optimized" : "Optimized")));
    params.add(new NamedAttribute("type", LlvmParamAttr.get(ctx, "di_subroutine_type",
        List.of(new NamedAttribute("callingConvention", LlvmParamAttr.Word.get(ctx, "DW_CC_normal"))))));
    Attribute subprogram = LlvmParamAttr.get(ctx, "di_subprogram", params);
    func.setLocation(FusedLoc.get(ctx, List.of(loc), subprogram));
  }

  /** The callee fused with a lexical block file of its own file in {@code scope}, call sites within recursively. */
  private static Location nested(MLIRContext ctx, Attribute scope, Location callee) {
    FileLineColLoc fileLoc = fileLoc(callee);
    Attribute block = LlvmParamAttr.get(ctx, "di_lexical_block_file", List.of(
        new NamedAttribute("scope", scope),
        new NamedAttribute("file", file(ctx, fileLoc == null ? "" : fileLoc.filename())),
        new NamedAttribute("discriminator", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 0))));
    Location inner = callee instanceof CallSiteLoc site ? nested(ctx, block, site.callee()) : callee;
    return FusedLoc.get(ctx, List.of(inner), block);
  }

  /** A #llvm.di_file of a path: its last component in the directory before it (LLVM's filename / parent_path). */
  private static Attribute file(MLIRContext ctx, String path) {
    int slash = path.lastIndexOf('/');
    String name = slash < 0 ? path : path.substring(slash + 1);
    String dir = slash < 0 ? "" : slash == 0 ? "/" : path.substring(0, slash);
    return LlvmParamAttr.get(ctx, LlvmParamAttr.DI_FILE, List.of(
        new NamedAttribute("name", StringAttr.get(ctx, name)), new NamedAttribute("directory", StringAttr.get(ctx, dir))));
  }

  private static Attribute unknownFile(MLIRContext ctx) {
    return file(ctx, "<unknown>");
  }

  /** MLIR's extractFileLoc: the first file location, through names, fused lists and call sites' callers. */
  private static FileLineColLoc fileLoc(Location loc) {
    if (loc instanceof FileLineColLoc f) {
      return f;
    }
    if (loc instanceof NameLoc n) {
      return n.child() == null ? null : fileLoc(n.child());
    }
    if (loc instanceof FusedLoc fused) {
      for (Location l : fused.locations()) {
        FileLineColLoc f = fileLoc(l);
        if (f != null) {
          return f;
        }
      }
      return null;
    }
    if (loc instanceof CallSiteLoc site) {
      return fileLoc(site.caller());
    }
    return null;
  }

  /** The metadata of a fused location within {@code loc} whose metadata is an llvm {@code mnemonic} attribute. */
  private static Attribute fusedMetadata(Location loc, String mnemonic) {
    if (loc instanceof FusedLoc fused) {
      if (fused.metadata() instanceof LlvmParamAttr a && a.is(mnemonic)) {
        return a;
      }
      for (Location l : fused.locations()) {
        Attribute a = fusedMetadata(l, mnemonic);
        if (a != null) {
          return a;
        }
      }
    } else if (loc instanceof NameLoc n && n.child() != null) {
      return fusedMetadata(n.child(), mnemonic);
    } else if (loc instanceof CallSiteLoc site) {
      Attribute a = fusedMetadata(site.callee(), mnemonic);
      return a != null ? a : fusedMetadata(site.caller(), mnemonic);
    }
    return null;
  }
}
