package org.jmlir.dialect.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.DistinctAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.verify.Verifier;
import org.junit.jupiter.api.Test;

/** The metadata attributes (LlvmParamAttr) and module-level ops built and read through the Java API. */
class LlvmMetadataAttrTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();

  @Test
  void tbaaAttributesAreInternedAndKeepDeclarationOrder() {
    ctx.getOrLoadDialect("llvm");
    LlvmParamAttr root = LlvmParamAttr.get(ctx, "tbaa_root", List.of(new NamedAttribute("id", StringAttr.get(ctx, "r"))));
    assertSame(root, LlvmParamAttr.get(ctx, "tbaa_root", List.of(new NamedAttribute("id", StringAttr.get(ctx, "r")))));
    LlvmParamAttr desc = LlvmParamAttr.get(ctx, LlvmParamAttr.TBAA_TYPE_DESC, List.of(
        new NamedAttribute("id", StringAttr.get(ctx, "int")),
        new NamedAttribute("members", LlvmParamAttr.Members.get(ctx, List.of(root), List.of(0L)))));
    // Written access_type first: printed (and kept) in MLIR's order, base_type first.
    LlvmParamAttr tag = LlvmParamAttr.get(ctx, "tbaa_tag", List.of(
        new NamedAttribute("access_type", desc),
        new NamedAttribute("offset", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 4)),
        new NamedAttribute("base_type", desc)));
    assertEquals("base_type", tag.params().get(0).name());
    assertEquals(4, tag.integer("offset", 0));
    assertTrue(!tag.bool("constant"));
    assertSame(desc, tag.param("access_type"));
    assertEquals("#llvm.tbaa_type_desc<id = \"int\", members = {<#llvm.tbaa_root<id = \"r\">, 0>}>", desc.toString());
    assertEquals("tbaa_tag", ctx.getOrLoadDialect("llvm").aliasHint(tag));
  }

  @Test
  void distinctIdsMakeDistinctScopes() {
    ctx.getOrLoadDialect("llvm");
    LlvmParamAttr a = LlvmParamAttr.get(ctx, "access_group",
        List.of(new NamedAttribute("id", DistinctAttr.create(UnitAttr.get(ctx)))));
    LlvmParamAttr b = LlvmParamAttr.get(ctx, "access_group",
        List.of(new NamedAttribute("id", DistinctAttr.create(UnitAttr.get(ctx)))));
    assertNotSame(a, b);
  }

  @Test
  void parsedModuleLevelOpsAndDebugAttributesReadBack() {
    String src = """
        #file = #llvm.di_file<"a.c" in "/d">
        #sp = #llvm.di_subprogram<id = distinct[0]<>, scope = #file, name = "f", file = #file, subprogramFlags = "Definition|Optimized">
        #v = #llvm.di_local_variable<scope = #sp, name = "x">
        llvm.module_flags [#llvm.mlir.module_flag<max, "PIE Level", 2 : i32>]
        llvm.func @f(%a: i32) {
          llvm.intr.dbg.value #v = %a : i32
          llvm.return
        }
        llvm.mlir.global_ctors ctors = [@f], priorities = [1 : i32], data = [#llvm.zero]
        """;
    Operation m = SourceParser.parse(ctx, src.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    assertNotNull(m);
    assertTrue(Verifier.verify(m));
    List<Operation> top = m.region(0).front().operations();
    Operation flags = top.get(0);
    assertEquals("llvm.module_flags", flags.name());
    LlvmParamAttr flag = (LlvmParamAttr) ((ArrayAttr) flags.attr("flags")).get(0);
    assertEquals("max", flag.string("behavior"));
    assertEquals("PIE Level", flag.string("key"));
    Operation fn = top.get(1);
    Operation dbg = fn.region(0).front().operations().get(0);
    LlvmParamAttr var = (LlvmParamAttr) dbg.attr("varInfo");
    LlvmParamAttr sp = (LlvmParamAttr) var.param("scope");
    assertEquals("Definition|Optimized", sp.string("subprogramFlags"));
    assertEquals("a.c", ((LlvmParamAttr) sp.param("file")).string("name"));
    assertSame(DebugIntrinsicOps.emptyExpression(ctx), dbg.attr("locationExpr"));
    assertNull(var.param("type"));
  }
}
