/**
 * MLIR's {@code llvm} dialect: types, attributes and ops, with MLIR 22's syntax and verifier wording.
 *
 * <h2>Types</h2>
 * All implement {@link org.jmlir.dialect.llvm.LlvmType} and are interned (compare with {@code ==}):
 * {@link org.jmlir.dialect.llvm.LlvmPointerType} ({@code addressSpace()}),
 * {@link org.jmlir.dialect.llvm.LlvmStructType} (literal: {@code getLiteral(ctx, body, packed)};
 * identified: {@code getIdentified(ctx, name)} then {@code setBody}/{@code setOpaque};
 * {@code elementTypes()}, {@code isPacked()}, {@code isOpaque()}, {@code name()}),
 * {@link org.jmlir.dialect.llvm.LlvmArrayType} ({@code elementType()}, {@code numElements()}),
 * {@link org.jmlir.dialect.llvm.LlvmFunctionType} ({@code returnType()} — {@code !llvm.void} when
 * none — {@code params()}, {@code isVarArg()}), {@link org.jmlir.dialect.llvm.LlvmPrimitiveType}
 * ({@code void}, {@code label}, {@code metadata}, {@code token}, ...) and
 * {@link org.jmlir.dialect.llvm.LlvmTargetExtType}. Vectors are builtin {@code vector<...>}.
 * {@link org.jmlir.dialect.llvm.LlvmTypes#isCompatible} is MLIR's isCompatibleType.
 *
 * <h2>Attributes</h2>
 * {@link org.jmlir.dialect.llvm.LlvmKeywordAttr} ({@code #llvm.linkage<...>}, {@code #llvm.cconv<...>},
 * {@code #llvm.tailcallkind<...>}: {@code keyword()}), {@link org.jmlir.dialect.llvm.FastmathFlagsAttr}
 * ({@code flags()}, LLVM's bit order: {@code NNAN}...{@code REASSOC}), and
 * {@link org.jmlir.dialect.llvm.LlvmTextAttr} for the attributes kept as text (
 * target features, debug info: {@code mnemonic()}, {@code params()}). Integer enums stored as
 * {@code i64} (comparison predicates, atomic orderings, atomicrmw operations, visibility, unnamed_addr)
 * are described by {@link org.jmlir.dialect.llvm.LlvmEnums}: {@code LlvmEnums.ATOMIC_ORDERING.keyword(attr)}.
 *
 * <h2>Ops and their accessors</h2>
 * Every op is an {@link org.jmlir.dialect.llvm.LlvmOp}, whose shared accessors read properties by name:
 * {@code fastmathFlags()}, {@code overflowFlags()} ({@code LlvmSpecs.NSW | NUW}), {@code flag("isExact")}
 * (unit attributes: {@code isExact}, {@code isDisjoint}, {@code nonNeg}, {@code volatile_}, ...),
 * {@code intAttr("alignment", 0)}, {@code typeAttr("elem_type")} and
 * {@code enumAttr("predicate", LlvmEnums.ICMP_PREDICATE)}. Operands are in declaration order
 * ({@code lhs, rhs}; casts: {@code arg}; select: {@code condition, trueValue, falseValue};
 * insertvalue: {@code container, value}, as MLIR 22 orders them, though its syntax writes the value first).
 * The ops with their own classes add typed accessors and builders:
 * <ul>
 *   <li>{@link org.jmlir.dialect.llvm.FuncOp}: {@code symName()}, {@code functionType()},
 *       {@code linkage()}, {@code cconv()}, {@code argAttrs(i)}, {@code isExternal()},
 *       {@code create(ctx, loc, name, type, linkage)};
 *   <li>{@link org.jmlir.dialect.llvm.GlobalOp}: {@code symName()}, {@code globalType()},
 *       {@code linkage()}, {@code isConstant()}, {@code value()} (or the {@code initializer()} region),
 *       {@code alignment()}, {@code addrSpace()}, {@code create(...)};
 *   <li>{@link org.jmlir.dialect.llvm.CallOp}: {@code callee()} (null when indirect: operand 0 is the
 *       pointer), {@code args()}, {@code varCalleeType()}, {@code create(ctx, loc, callee, result, args)};
 *   <li>{@link org.jmlir.dialect.llvm.GEPOp}: {@code base()}, {@code dynamicIndices()},
 *       {@code rawConstantIndices()} ({@code DYNAMIC_INDEX} marks each dynamic one),
 *       {@code elemType()}, {@code noWrapFlags()}, {@code isInbounds()}, {@code create(...)};
 *   <li>{@link org.jmlir.dialect.llvm.LoadOp} / {@link org.jmlir.dialect.llvm.StoreOp}:
 *       {@code addr()}, {@code value()}, {@code alignment()}, {@code isVolatile()}, {@code ordering()};
 *   <li>{@link org.jmlir.dialect.llvm.AllocaOp}: {@code arraySize()}, {@code elemType()},
 *       {@code alignment()}; {@link org.jmlir.dialect.llvm.ConstantOp}: {@code value()};
 *       {@link org.jmlir.dialect.llvm.AddressOfOp}: {@code globalName()};
 *   <li>{@link org.jmlir.dialect.llvm.BrOp}, {@link org.jmlir.dialect.llvm.CondBrOp},
 *       {@link org.jmlir.dialect.llvm.SwitchOp} ({@code caseValues()}): the BranchOpInterface's
 *       {@code successorOperands(i)}.
 * </ul>
 * The op definitions of the other ops are public constants of {@link org.jmlir.dialect.llvm.LlvmOps}
 * ({@code LlvmOps.ADD}, ...) and, for intrinsics, are registered under {@code llvm.intr.<name>}
 * ({@link org.jmlir.dialect.llvm.LlvmIntrinsics}).
 */
package org.jmlir.dialect.llvm;
