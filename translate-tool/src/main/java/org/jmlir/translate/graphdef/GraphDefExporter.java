package org.jmlir.translate.graphdef;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.GraphDef;

/** A module in the tf_executor dialect back to a GraphDef. */
public final class GraphDefExporter {
  private final MLIRContext ctx;

  public GraphDefExporter(MLIRContext ctx) {
    this.ctx = ctx;
  }

  public GraphDef export(Operation module) throws TranslateException {
    throw new TranslateException("--mlir-to-graphdef is not implemented yet" + (ctx == null ? "" : ""));
  }
}
