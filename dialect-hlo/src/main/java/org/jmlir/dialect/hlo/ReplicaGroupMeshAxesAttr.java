package org.jmlir.dialect.hlo;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.print.AttrTypeText;

/**
 * {@code #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [0, 1]>}: replica groups given
 * as the axes of a mesh rather than as a tensor of device ids (a collective's
 * {@code replica_groups}).
 */
public final class ReplicaGroupMeshAxesAttr extends HloAttr {
  private record Key(String ns, Attribute mesh, ArrayAttr axes) {}

  private final Attribute mesh;
  private final ArrayAttr axes;

  private ReplicaGroupMeshAxesAttr(Key k) {
    super(k.ns);
    mesh = k.mesh;
    axes = k.axes;
  }

  public static ReplicaGroupMeshAxesAttr get(MLIRContext ctx, String ns, Attribute mesh, ArrayAttr axes) {
    return ctx.intern(new Key(ns, mesh, axes), ReplicaGroupMeshAxesAttr::new);
  }

  /** The mesh: a flat symbol reference. */
  public Attribute mesh() {
    return mesh;
  }

  public ArrayAttr axes() {
    return axes;
  }

  @Override
  void printBody(StringBuilder out) {
    out.append("replica_group_mesh_axes<mesh = ").append(AttrTypeText.attribute(mesh));
    out.append(", axes = ").append(AttrTypeText.attribute(axes)).append('>');
  }
}
