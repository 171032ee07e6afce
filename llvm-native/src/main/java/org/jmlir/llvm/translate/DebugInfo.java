package org.jmlir.llvm.translate;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMDIBuilderRef;
import org.bytedeco.llvm.LLVM.LLVMMetadataRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jmlir.dialect.llvm.LlvmParamAttr;
import org.jmlir.dialect.llvm.LlvmTextAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.loc.CallSiteLoc;
import org.jmlir.ir.loc.FileLineColLoc;
import org.jmlir.ir.loc.FusedLoc;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.NameLoc;

/**
 * Debug information, as mlir-translate 22's DebugTranslation writes it, built with LLVM's DIBuilder
 * (C API): the llvm dialect's {@code #llvm.di_*} attributes as DI metadata (files, compile units,
 * basic, derived and subroutine types, subprograms, lexical blocks, local variables, labels,
 * namespaces), a function's {@code loc(fused<#di_subprogram>[...])} as its {@code !dbg}, op locations
 * as {@code !DILocation}s in the enclosing scope (call sites as {@code inlinedAt}), and
 * {@code llvm.intr.dbg.value/declare/label} as debug records. What the C API cannot express (a
 * subroutine type's calling convention, a compile unit's name-table kind, composite types,
 * non-empty expressions, ...) is reported as an error at the op.
 */
final class DebugInfo {
  private final ModuleTranslation t;
  private LLVMDIBuilderRef builder;
  private final Map<Attribute, LLVMMetadataRef> nodes = new IdentityHashMap<>();
  private final List<LLVMMetadataRef> definitions = new java.util.ArrayList<>();

  /** The operand index of a DISubprogram's retainedNodes (LLVM 20). */
  private static final int RETAINED_NODES = 7;

  DebugInfo(ModuleTranslation t) {
    this.t = t;
  }

  private LLVMDIBuilderRef builder() {
    if (builder == null) {
      LLVMSetIsNewDbgInfoFormat(t.module(), 1);
      builder = LLVMCreateDIBuilder(t.module());
    }
    return builder;
  }

  /** Finalizes the metadata (once, after every function is translated). */
  void finish() {
    if (builder != null) {
      LLVMDIBuilderFinalize(builder);
      // DIBuilder gives every definition an empty retainedNodes list, which MLIR does not write:
      // operand 7 of a DISubprogram (LLVM 20's layout) back to null.
      for (LLVMMetadataRef sp : definitions) {
        LLVMReplaceMDNodeOperandWith(LLVMMetadataAsValue(t.context(), sp), RETAINED_NODES, (LLVMMetadataRef) null);
      }
      LLVMDisposeDIBuilder(builder);
      builder = null;
    }
  }

  /** The subprogram of a function's {@code loc(fused<#di_subprogram>[...])}, or null. */
  static LlvmParamAttr subprogramOf(Operation func) {
    return func.location() instanceof FusedLoc f && f.metadata() instanceof LlvmParamAttr p
        && p.is("di_subprogram") ? p : null;
  }

  /** Attaches the function's subprogram; returns it (the scope of its locations), or null. */
  LLVMMetadataRef function(Operation func, LLVMValueRef fn) throws TranslationException {
    LlvmParamAttr sp = subprogramOf(func);
    if (sp == null) {
      return null;
    }
    LLVMMetadataRef md = node(func, sp);
    LLVMSetSubprogram(fn, md);
    return md;
  }

  // ---- locations ----

  /** The DILocation of {@code loc} in {@code scope} (MLIR's translateLoc), or null. */
  LLVMMetadataRef location(Operation op, Location loc, LLVMMetadataRef scope, LLVMMetadataRef inlinedAt)
      throws TranslationException {
    if (loc instanceof CallSiteLoc cs) {
      LLVMMetadataRef caller = location(op, cs.caller(), scope, inlinedAt);
      if (caller == null) {
        if (inlinedAt == null) {
          return null;
        }
        caller = inlinedAt;
      }
      LLVMMetadataRef callee = location(op, cs.callee(), null, caller);
      return callee != null ? callee : caller;
    }
    if (loc instanceof FileLineColLoc f) {
      if (scope == null) {
        return null;
      }
      return LLVMDIBuilderCreateDebugLocation(t.context(), f.line(), f.column(), scope, inlinedAt);
    }
    if (loc instanceof FusedLoc f) {
      if (f.metadata() instanceof LlvmParamAttr p && isLocalScope(p)) {
        scope = node(op, p);
      }
      List<Location> locs = f.locations();
      if (locs.isEmpty()) {
        return null;
      }
      LLVMMetadataRef first = location(op, locs.get(0), scope, inlinedAt);
      for (int i = 1; i < locs.size() && first != null; i++) {
        first = merged(first, location(op, locs.get(i), scope, inlinedAt));
      }
      return first;
    }
    if (loc instanceof NameLoc n) {
      return location(op, n.child(), scope, inlinedAt);
    }
    return null;
  }

  private static boolean isLocalScope(LlvmParamAttr p) {
    return p.is("di_subprogram") || p.is("di_lexical_block") || p.is("di_lexical_block_file");
  }

  /** DILocation::getMergedLocation for the simple cases: equal locations, or one line. */
  private LLVMMetadataRef merged(LLVMMetadataRef a, LLVMMetadataRef b) {
    if (a == null || b == null) {
      return null;
    }
    if (a.address() == b.address()) {
      return a;
    }
    int la = LLVMDILocationGetLine(a);
    int lb = LLVMDILocationGetLine(b);
    LLVMMetadataRef scope = LLVMDILocationGetScope(a);
    int col = la == lb && LLVMDILocationGetColumn(a) == LLVMDILocationGetColumn(b) ? LLVMDILocationGetColumn(a) : 0;
    return LLVMDIBuilderCreateDebugLocation(t.context(), la == lb ? la : 0, col, scope, null);
  }

  // ---- debug intrinsics ----

  /** {@code llvm.intr.dbg.value/declare/label} as debug records at the end of the current block. */
  void intrinsic(Operation op, LLVMMetadataRef loc) throws TranslationException {
    if (loc == null) {
      // As mlir-translate: a debug intrinsic without a location is not exported.
      return;
    }
    var block = LLVMGetInsertBlock(t.builder());
    switch (op.name()) {
      case "llvm.intr.dbg.label" -> LLVMDIBuilderInsertLabelAtEnd(builder(), node(op, op.attr("label")), loc, block);
      case "llvm.intr.dbg.value" -> LLVMDIBuilderInsertDbgValueRecordAtEnd(builder(), t.value(op.operand(0)),
          node(op, op.attr("varInfo")), expression(op), loc, block);
      default -> LLVMDIBuilderInsertDeclareRecordAtEnd(builder(), t.value(op.operand(0)),
          node(op, op.attr("varInfo")), expression(op), loc, block);
    }
  }

  private LLVMMetadataRef expression(Operation op) throws TranslationException {
    return expression(op, op.attr("locationExpr"));
  }

  /** A {@code #llvm.di_expression<[DW_OP_..., DW_OP_...(a, b)]>} as a DIExpression (null attribute: the empty one). */
  LLVMMetadataRef expression(Operation op, Attribute e) throws TranslationException {
    if (e == null) {
      return LLVMDIBuilderCreateExpression(builder(), (java.nio.LongBuffer) null, 0);
    }
    if (!(e instanceof LlvmTextAttr x) || !x.mnemonic().equals("di_expression")) {
      throw new TranslationException(op, "unsupported debug expression " + e);
    }
    String body = x.params().strip();
    if (body.startsWith("<")) {
      body = body.substring(1, body.length() - 1).strip();
    }
    if (body.startsWith("[")) {
      body = body.substring(1, body.length() - 1).strip();
    }
    List<Long> ops = new java.util.ArrayList<>();
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\w+)\\s*(?:\\(([^)]*)\\))?").matcher(body);
    while (m.find()) {
      long code = opCode(m.group(1));
      if (code < 0) {
        throw new TranslationException(op, "debug expression operation " + m.group(1) + " is not translated yet");
      }
      ops.add(code);
      if (m.group(2) != null) {
        for (String arg : m.group(2).split(",")) {
          String a = arg.strip();
          ops.add(a.matches("-?\\d+") ? Long.parseLong(a) : (long) encoding(a));
        }
      }
    }
    long[] raw = ops.stream().mapToLong(Long::longValue).toArray();
    return LLVMDIBuilderCreateExpression(builder(), java.nio.LongBuffer.wrap(raw), raw.length);
  }

  /** DWARF's (and LLVM's DW_OP_LLVM_*) operation codes by name, -1 when unknown. */
  private static long opCode(String name) {
    java.util.regex.Matcher family = java.util.regex.Pattern.compile("DW_OP_(lit|reg|breg)(\\d+)").matcher(name);
    if (family.matches()) {
      int n = Integer.parseInt(family.group(2));
      int base = switch (family.group(1)) {
        case "lit" -> 0x30;
        case "reg" -> 0x50;
        default -> 0x70;
      };
      return n <= 31 ? base + n : -1;
    }
    return switch (name) {
      case "DW_OP_addr" -> 0x03;
      case "DW_OP_deref" -> 0x06;
      case "DW_OP_const1u" -> 0x08;
      case "DW_OP_const1s" -> 0x09;
      case "DW_OP_const2u" -> 0x0a;
      case "DW_OP_const2s" -> 0x0b;
      case "DW_OP_const4u" -> 0x0c;
      case "DW_OP_const4s" -> 0x0d;
      case "DW_OP_const8u" -> 0x0e;
      case "DW_OP_const8s" -> 0x0f;
      case "DW_OP_constu" -> 0x10;
      case "DW_OP_consts" -> 0x11;
      case "DW_OP_dup" -> 0x12;
      case "DW_OP_drop" -> 0x13;
      case "DW_OP_over" -> 0x14;
      case "DW_OP_pick" -> 0x15;
      case "DW_OP_swap" -> 0x16;
      case "DW_OP_rot" -> 0x17;
      case "DW_OP_xderef" -> 0x18;
      case "DW_OP_abs" -> 0x19;
      case "DW_OP_and" -> 0x1a;
      case "DW_OP_div" -> 0x1b;
      case "DW_OP_minus" -> 0x1c;
      case "DW_OP_mod" -> 0x1d;
      case "DW_OP_mul" -> 0x1e;
      case "DW_OP_neg" -> 0x1f;
      case "DW_OP_not" -> 0x20;
      case "DW_OP_or" -> 0x21;
      case "DW_OP_plus" -> 0x22;
      case "DW_OP_plus_uconst" -> 0x23;
      case "DW_OP_shl" -> 0x24;
      case "DW_OP_shr" -> 0x25;
      case "DW_OP_shra" -> 0x26;
      case "DW_OP_xor" -> 0x27;
      case "DW_OP_bra" -> 0x28;
      case "DW_OP_eq" -> 0x29;
      case "DW_OP_ge" -> 0x2a;
      case "DW_OP_gt" -> 0x2b;
      case "DW_OP_le" -> 0x2c;
      case "DW_OP_lt" -> 0x2d;
      case "DW_OP_ne" -> 0x2e;
      case "DW_OP_skip" -> 0x2f;
      case "DW_OP_regx" -> 0x90;
      case "DW_OP_fbreg" -> 0x91;
      case "DW_OP_bregx" -> 0x92;
      case "DW_OP_piece" -> 0x93;
      case "DW_OP_deref_size" -> 0x94;
      case "DW_OP_xderef_size" -> 0x95;
      case "DW_OP_nop" -> 0x96;
      case "DW_OP_push_object_address" -> 0x97;
      case "DW_OP_call_frame_cfa" -> 0x9c;
      case "DW_OP_bit_piece" -> 0x9d;
      case "DW_OP_implicit_value" -> 0x9e;
      case "DW_OP_stack_value" -> 0x9f;
      case "DW_OP_implicit_pointer" -> 0xa0;
      case "DW_OP_addrx" -> 0xa1;
      case "DW_OP_constx" -> 0xa2;
      case "DW_OP_entry_value" -> 0xa3;
      case "DW_OP_const_type" -> 0xa4;
      case "DW_OP_regval_type" -> 0xa5;
      case "DW_OP_deref_type" -> 0xa6;
      case "DW_OP_xderef_type" -> 0xa7;
      case "DW_OP_convert" -> 0xa8;
      case "DW_OP_reinterpret" -> 0xa9;
      case "DW_OP_LLVM_fragment" -> 0x1000;
      case "DW_OP_LLVM_convert" -> 0x1001;
      case "DW_OP_LLVM_tag_offset" -> 0x1002;
      case "DW_OP_LLVM_entry_value" -> 0x1003;
      case "DW_OP_LLVM_implicit_pointer" -> 0x1004;
      case "DW_OP_LLVM_arg" -> 0x1005;
      case "DW_OP_LLVM_extract_bits_sext" -> 0x1006;
      case "DW_OP_LLVM_extract_bits_zext" -> 0x1007;
      default -> -1;
    };
  }

  // ---- attributes ----

  private LLVMMetadataRef opt(Operation op, Attribute a) throws TranslationException {
    return a == null ? null : node(op, a);
  }

  private static int tag(String name) {
    return switch (name) {
      case "DW_TAG_array_type" -> 0x01;
      case "DW_TAG_class_type" -> 0x02;
      case "DW_TAG_enumeration_type" -> 0x04;
      case "DW_TAG_member" -> 0x0d;
      case "DW_TAG_pointer_type" -> 0x0f;
      case "DW_TAG_reference_type" -> 0x10;
      case "DW_TAG_structure_type" -> 0x13;
      case "DW_TAG_typedef" -> 0x16;
      case "DW_TAG_union_type" -> 0x17;
      case "DW_TAG_inheritance" -> 0x1c;
      case "DW_TAG_ptr_to_member_type" -> 0x1f;
      case "DW_TAG_base_type" -> 0x24;
      case "DW_TAG_const_type" -> 0x26;
      case "DW_TAG_volatile_type" -> 0x35;
      case "DW_TAG_restrict_type" -> 0x37;
      case "DW_TAG_unspecified_type" -> 0x3b;
      case "DW_TAG_rvalue_reference_type" -> 0x42;
      case "DW_TAG_atomic_type" -> 0x47;
      default -> -1;
    };
  }

  private static int encoding(String name) {
    return switch (name) {
      case "DW_ATE_address" -> 0x01;
      case "DW_ATE_boolean" -> 0x02;
      case "DW_ATE_complex_float" -> 0x03;
      case "DW_ATE_float" -> 0x04;
      case "DW_ATE_signed" -> 0x05;
      case "DW_ATE_signed_char" -> 0x06;
      case "DW_ATE_unsigned" -> 0x07;
      case "DW_ATE_unsigned_char" -> 0x08;
      case "DW_ATE_UTF" -> 0x10;
      default -> 0;
    };
  }

  /** The C API's LLVMDWARFSourceLanguage of a {@code DW_LANG_*} name (its constants, by name). */
  private static int language(Operation op, String name) throws TranslationException {
    try {
      return org.bytedeco.llvm.global.LLVM.class.getField("LLVMDWARFSourceLanguage" + name.substring("DW_LANG_".length()))
          .getInt(null);
    } catch (ReflectiveOperationException | StringIndexOutOfBoundsException e) {
      throw new TranslationException(op, "unsupported source language " + name);
    }
  }

  /** An MDString of {@code s}, null when it is empty (MLIR's getMDStringOrNull). */
  private LLVMMetadataRef mdString(String s) {
    if (s == null || s.isEmpty()) {
      return null;
    }
    byte[] b = bytes(s);
    return LLVMMDStringInContext2(t.context(), new org.bytedeco.javacpp.BytePointer(b), b.length);
  }

  /** A {@code DW_CC_*} name's DWARF value. */
  private static int callingConvention(Operation op, Attribute a) throws TranslationException {
    String name = a instanceof LlvmParamAttr.Word w ? w.word() : String.valueOf(a);
    return switch (name) {
      case "DW_CC_normal" -> 0x01;
      case "DW_CC_program" -> 0x02;
      case "DW_CC_nocall" -> 0x03;
      case "DW_CC_pass_by_reference" -> 0x04;
      case "DW_CC_pass_by_value" -> 0x05;
      case "DW_CC_BORLAND_stdcall" -> 0xb1;
      case "DW_CC_BORLAND_pascal" -> 0xb2;
      case "DW_CC_BORLAND_msfastcall" -> 0xb3;
      case "DW_CC_BORLAND_thiscall" -> 0xb5;
      case "DW_CC_BORLAND_fastcall" -> 0xb6;
      case "DW_CC_LLVM_vectorcall" -> 0xc0;
      case "DW_CC_LLVM_Win64" -> 0xc1;
      case "DW_CC_LLVM_X86_64SysV" -> 0xc2;
      case "DW_CC_LLVM_AAPCS" -> 0xc3;
      case "DW_CC_LLVM_AAPCS_VFP" -> 0xc4;
      case "DW_CC_LLVM_IntelOclBicc" -> 0xc5;
      case "DW_CC_LLVM_SpirFunction" -> 0xc6;
      case "DW_CC_LLVM_OpenCLKernel" -> 0xc7;
      case "DW_CC_LLVM_Swift" -> 0xc8;
      case "DW_CC_LLVM_PreserveMost" -> 0xc9;
      case "DW_CC_LLVM_PreserveAll" -> 0xca;
      case "DW_CC_LLVM_X86RegCall" -> 0xcb;
      case "DW_CC_LLVM_M68kRTD" -> 0xcc;
      case "DW_CC_LLVM_PreserveNone" -> 0xcd;
      case "DW_CC_LLVM_RISCVVectorCall" -> 0xce;
      case "DW_CC_LLVM_SwiftTail" -> 0xcf;
      default -> throw new TranslationException(op, "calling convention " + name + " is not translated yet");
    };
  }

  private static boolean hasFlag(LlvmParamAttr p, String param, String flag) {
    return java.util.Arrays.asList(p.string(param).split("\\|")).contains(flag);
  }

  private static byte[] bytes(String s) {
    return s.getBytes(java.nio.charset.StandardCharsets.UTF_8);
  }

  /** The metadata of one debug-info attribute ({@code #llvm.di_null_type}: null). */
  LLVMMetadataRef node(Operation op, Attribute a) throws TranslationException {
    if (nodes.containsKey(a)) {
      return nodes.get(a);
    }
    if (!(a instanceof LlvmParamAttr p)) {
      throw new TranslationException(op, "unsupported debug info attribute " + a);
    }
    LLVMDIBuilderRef d = builder();
    LLVMMetadataRef n = switch (p.mnemonic()) {
      case "di_null_type" -> null;
      case LlvmParamAttr.DI_FILE -> {
        byte[] name = bytes(p.string("name"));
        byte[] dir = bytes(p.string("directory"));
        yield LLVMDIBuilderCreateFile(d, new org.bytedeco.javacpp.BytePointer(name), name.length,
            new org.bytedeco.javacpp.BytePointer(dir), dir.length);
      }
      case "di_compile_unit" -> {
        int nameTable = switch (p.string("nameTableKind")) {
          case "", "Default" -> 0;
          case "GNU" -> 1;
          case "None" -> 2;
          case "Apple" -> 3;
          default -> throw new TranslationException(op, "name table kind " + p.string("nameTableKind")
              + " is not translated yet");
        };
        String kind = p.string("emissionKind");
        int emission = kind.equals("Full") ? LLVMDWARFEmissionFull : kind.equals("LineTablesOnly")
            ? LLVMDWARFEmissionLineTablesOnly : LLVMDWARFEmissionNone;
        String producer = p.string("producer");
        String split = p.string("splitDebugFilename");
        LLVMMetadataRef cu = LLVMDIBuilderCreateCompileUnit(d, language(op, p.string("sourceLanguage")),
            opt(op, p.param("file")), producer, producer.length(), p.bool("isOptimized") ? 1 : 0, "", 0, 0, split,
            split.length(), emission, 0, 1, p.bool("isDebugInfoForProfiling") ? 1 : 0, "", 0, "", 0);
        if (nameTable != 0 && !LlvmCxx.setNameTableKind(cu, emission, p.bool("isOptimized"),
            p.bool("isDebugInfoForProfiling"), nameTable)) {
          throw new TranslationException(op, "a compile unit's nameTableKind is not translated (LLVM 20's C API)");
        }
        yield cu;
      }
      case "di_basic_type" -> {
        String name = p.string("name");
        if (p.string("tag").equals("DW_TAG_unspecified_type")) {
          yield LLVMDIBuilderCreateUnspecifiedType(d, name, name.length());
        }
        yield LLVMDIBuilderCreateBasicType(d, name, name.length(), p.integer("sizeInBits", 0),
            encoding(p.string("encoding")), 0);
      }
      case "di_subroutine_type" -> {
        List<Attribute> types = p.list("types");
        LLVMMetadataRef[] elems = new LLVMMetadataRef[types.size()];
        for (int i = 0; i < elems.length; i++) {
          elems[i] = node(op, types.get(i));
        }
        if (p.param("callingConvention") != null) {
          // DIBuilder takes no calling convention: the node is made as MLIR 22 makes it.
          int cc = callingConvention(op, p.param("callingConvention"));
          yield LlvmCxx.subroutineType(t.context(), cc,
              LLVMMDNodeInContext2(t.context(), new PointerPointer<>(elems), elems.length));
        }
        yield LLVMDIBuilderCreateSubroutineType(d, null, new PointerPointer<>(elems), elems.length, 0);
      }
      case "di_module" -> LlvmCxx.module(t.context(), opt(op, p.param("file")), opt(op, p.param("scope")),
          mdString(p.string("name")), mdString(p.string("configMacros")), mdString(p.string("includePath")),
          mdString(p.string("apinotes")), (int) p.integer("line", 0), p.bool("isDecl"));
      case "di_derived_type" -> derived(op, p);
      case "di_subprogram" -> {
        if (p.param("compileUnit") != null) {
          node(op, p.param("compileUnit"));
        }
        String name = p.string("name");
        String linkage = p.string("linkageName");
        boolean definition = hasFlag(p, "subprogramFlags", "Definition");
        LLVMMetadataRef sp = LLVMDIBuilderCreateFunction(d, opt(op, p.param("scope")), name, name.length(), linkage,
            linkage.length(), opt(op, p.param("file")), (int) p.integer("line", 0), opt(op, p.param("type")),
            hasFlag(p, "subprogramFlags", "LocalToUnit") ? 1 : 0, definition ? 1 : 0,
            (int) p.integer("scopeLine", 0), 0, hasFlag(p, "subprogramFlags", "Optimized") ? 1 : 0);
        if (definition) {
          definitions.add(sp);
        }
        yield sp;
      }
      case "di_lexical_block" -> LLVMDIBuilderCreateLexicalBlock(d, opt(op, p.param("scope")), opt(op, p.param("file")),
          (int) p.integer("line", 0), (int) p.integer("column", 0));
      case "di_lexical_block_file" -> LlvmCxx.distinctLexicalBlockFile(t.context(), opt(op, p.param("scope")),
          opt(op, p.param("file")), (int) p.integer("discriminator", 0));
      case "di_local_variable" -> {
        String name = p.string("name");
        long arg = p.integer("arg", 0);
        yield arg > 0
            ? LLVMDIBuilderCreateParameterVariable(d, opt(op, p.param("scope")), name, name.length(), (int) arg,
                opt(op, p.param("file")), (int) p.integer("line", 0), opt(op, p.param("type")), 0, 0)
            : LLVMDIBuilderCreateAutoVariable(d, opt(op, p.param("scope")), name, name.length(), opt(op, p.param("file")),
                (int) p.integer("line", 0), opt(op, p.param("type")), 0, 0, (int) p.integer("alignInBits", 0));
      }
      case "di_label" -> {
        String name = p.string("name");
        yield LLVMDIBuilderCreateLabel(d, opt(op, p.param("scope")), name, name.length(), opt(op, p.param("file")),
            (int) p.integer("line", 0), 0);
      }
      case "di_composite_type" -> composite(op, p);
      case "di_subrange" -> LlvmCxx.subrange(t.context(), bound(op, p.param("count")), bound(op, p.param("lowerBound")),
          bound(op, p.param("upperBound")), bound(op, p.param("stride")));
      case "di_global_variable_expression" -> {
        LlvmParamAttr v = (LlvmParamAttr) p.param("var");
        String name = v.string("name");
        String linkage = v.string("linkageName");
        yield LLVMDIBuilderCreateGlobalVariableExpression(d, opt(op, v.param("scope")), name, name.length(), linkage,
            linkage.length(), opt(op, v.param("file")), (int) v.integer("line", 0), opt(op, v.param("type")),
            v.bool("isLocalToUnit") ? 1 : 0, expression(op, p.param("expr")), null, (int) v.integer("alignInBits", 0));
      }
      case "di_namespace" -> {
        String name = p.string("name");
        yield LLVMDIBuilderCreateNameSpace(d, opt(op, p.param("scope")), name, name.length(),
            p.bool("exportSymbols") ? 1 : 0);
      }
      default -> throw new TranslationException(op, "debug info attribute #llvm." + p.mnemonic() + " is not translated yet");
    };
    nodes.put(a, n);
    return n;
  }

  /**
   * {@code #llvm.di_composite_type}: distinct for classes, enumerations, structures and unions, as
   * MLIR 22 makes them; its elements a tuple when there are any. Recursive types are not translated yet.
   */
  private LLVMMetadataRef composite(Operation op, LlvmParamAttr p) throws TranslationException {
    if (p.param("recId") != null || p.param("isRecSelf") != null) {
      throw new TranslationException(op, "recursive debug composite types are not translated yet");
    }
    String tagName = p.string("tag");
    int tag = tag(tagName);
    boolean distinct = tag == 0x02 || tag == 0x04 || tag == 0x13 || tag == 0x17;
    List<Attribute> elems = p.list("elements");
    LLVMMetadataRef[] ops = new LLVMMetadataRef[elems.size()];
    for (int i = 0; i < ops.length; i++) {
      ops[i] = node(op, elems.get(i));
    }
    LLVMMetadataRef elements = ops.length == 0 ? null : LLVMMDNodeInContext2(t.context(), new PointerPointer<>(ops), ops.length);
    return LlvmCxx.compositeType(t.context(), distinct, tag, mdString(p.param("name")), opt(op, p.param("file")),
        (int) p.integer("line", 0), opt(op, p.param("scope")), opt(op, p.param("baseType")), p.integer("sizeInBits", 0),
        (int) p.integer("alignInBits", 0), flags(op, p), elements, mdString(p.param("identifier")),
        exprOrNull(op, p.param("dataLocation")), exprOrNull(op, p.param("associated")),
        exprOrNull(op, p.param("allocated")), exprOrNull(op, p.param("rank")));
  }

  private LLVMMetadataRef mdString(Attribute a) {
    if (!(a instanceof org.jmlir.ir.attr.StringAttr s) || s.value().isEmpty()) {
      return null;
    }
    byte[] b = bytes(s.value());
    return LLVMMDStringInContext2(t.context(), new org.bytedeco.javacpp.BytePointer(b), b.length);
  }

  private LLVMMetadataRef exprOrNull(Operation op, Attribute a) throws TranslationException {
    return a == null ? null : expression(op, a);
  }

  /** A subrange bound: an integer (as an i64 constant), or a variable or expression node. */
  private LLVMMetadataRef bound(Operation op, Attribute a) throws TranslationException {
    if (a == null) {
      return null;
    }
    if (a instanceof org.jmlir.ir.attr.IntegerAttr i) {
      return LLVMValueAsMetadata(LLVMConstInt(LLVMInt64TypeInContext(t.context()), i.longValue(), 1));
    }
    return a instanceof LlvmTextAttr ? expression(op, a) : node(op, a);
  }

  /** DIFlags of a type, from its {@code flags} word ({@code Vector|FwdDecl}). */
  private static int flags(Operation op, LlvmParamAttr p) throws TranslationException {
    Attribute f = p.param("flags");
    if (f == null) {
      return 0;
    }
    String text = f instanceof LlvmParamAttr.Word w ? w.word() : f instanceof org.jmlir.ir.attr.StringAttr s ? s.value() : "";
    int out = 0;
    for (String flag : text.split("\\|")) {
      out |= switch (flag.strip()) {
        case "Zero", "" -> 0;
        case "Private" -> 1;
        case "Protected" -> 2;
        case "Public" -> 3;
        case "FwdDecl" -> 1 << 2;
        case "AppleBlock" -> 1 << 3;
        case "Virtual" -> 1 << 5;
        case "Artificial" -> 1 << 6;
        case "Explicit" -> 1 << 7;
        case "Prototyped" -> 1 << 8;
        case "ObjcClassComplete" -> 1 << 9;
        case "ObjectPointer" -> 1 << 10;
        case "Vector" -> 1 << 11;
        case "StaticMember" -> 1 << 12;
        case "LValueReference" -> 1 << 13;
        case "RValueReference" -> 1 << 14;
        case "TypePassByValue" -> 1 << 22;
        case "TypePassByReference" -> 1 << 23;
        case "EnumClass" -> 1 << 24;
        case "Thunk" -> 1 << 25;
        case "NonTrivial" -> 1 << 26;
        case "BigEndian" -> 1 << 27;
        case "LittleEndian" -> 1 << 28;
        default -> throw new TranslationException(op, "debug type flag " + flag + " is not translated yet");
      };
    }
    return out;
  }

  private LLVMMetadataRef derived(Operation op, LlvmParamAttr p) throws TranslationException {
    LLVMDIBuilderRef d = builder();
    String name = p.string("name");
    LLVMMetadataRef base = opt(op, p.param("baseType"));
    String tagName = p.string("tag");
    if (tagName.equals("DW_TAG_pointer_type") && p.param("name") == null && p.param("sizeInBits") == null
        && p.param("alignInBits") == null && p.param("dwarfAddressSpace") == null) {
      // Without an address space (DIBuilder's pointer type always writes one).
      return LLVMDIBuilderCreateQualifiedType(d, tag(tagName), base);
    }
    return switch (tagName) {
      case "DW_TAG_pointer_type" -> LLVMDIBuilderCreatePointerType(d, base, p.integer("sizeInBits", 0),
          (int) p.integer("alignInBits", 0), (int) p.integer("dwarfAddressSpace", 0), name, name.length());
      case "DW_TAG_typedef" -> LLVMDIBuilderCreateTypedef(d, base, name, name.length(), opt(op, p.param("file")),
          (int) p.integer("line", 0), opt(op, p.param("scope")), (int) p.integer("alignInBits", 0));
      case "DW_TAG_member" -> LLVMDIBuilderCreateMemberType(d, opt(op, p.param("scope")), name, name.length(),
          opt(op, p.param("file")), (int) p.integer("line", 0), p.integer("sizeInBits", 0),
          (int) p.integer("alignInBits", 0), p.integer("offsetInBits", 0), 0, base);
      case "DW_TAG_const_type", "DW_TAG_volatile_type", "DW_TAG_restrict_type", "DW_TAG_atomic_type" ->
          LLVMDIBuilderCreateQualifiedType(d, tag(tagName), base);
      case "DW_TAG_reference_type", "DW_TAG_rvalue_reference_type" -> LLVMDIBuilderCreateReferenceType(d, tag(tagName), base);
      default -> throw new TranslationException(op, "derived debug type " + tagName + " is not translated yet");
    };
  }
}
