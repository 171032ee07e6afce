/*
 * MLIR's PDLL (mlir-pdll 22). The rules follow the structure of mlir-pdll's recursive-descent parser,
 * one ANTLR rule per place where it makes a decision or reports an error, so that PdllSema (a parse
 * listener that runs while the parser advances) checks each construct at the same token as mlir-pdll
 * and PdllErrors words a syntax error after the rule it happens in. Decisions are LL(1), except a
 * tuple element's `name =` and a named result (`name :`), which look one token further.
 */
grammar Pdll;

module : (directive | constraintDecl | patternDecl | rewriteDecl)* EOF ;

// ---- directives -----------------------------------------------------------------------------
directive : directiveName includeFile ;
directiveName : DIRECTIVE ;
includeFile : (STRING | STRING_BLOCK)? ;

// ---- declarations ---------------------------------------------------------------------------
constraintDecl : KW_Constraint declName argList resultSpec? (compoundStmt | lambdaBody | nativeCode ';') ;
rewriteDecl : KW_Rewrite declName argList resultSpec? (compoundStmt | lambdaBody | nativeCode ';') ;
inlineConstraintDecl : KW_Constraint declName argList resultSpec? (compoundStmt | inlineLambdaBody | nativeCode ';') ;
inlineRewriteDecl : KW_Rewrite declName argList resultSpec? (compoundStmt | inlineLambdaBody | nativeCode ';') ;
declName : IDENT? ;
nativeCode : (STRING | STRING_BLOCK)? ;
lambdaBody : '=>' stmt ';' ;
inlineLambdaBody : '=>' stmt ;

argList : '(' (')' | argDecl (',' argDecl)* ')') ;
argDecl : varName ':' constraint ;
varName : IDENT | KW_attr | KW_op | KW_type ;

resultSpec : '->' (resultList | resultDecl) ;
resultList : '(' resultDecl (',' resultDecl)* ')' ;
// `name: Constraint`, or a constraint alone: the first part is a name unless it names a constraint.
resultDecl : (constraint | KW_attr | KW_op | KW_type) (':' constraint)? ;

patternDecl : KW_Pattern IDENT? (KW_with patternMetadata)? patternBody ;
patternMetadata : metadataItem (',' metadataItem)* ;
metadataItem : metadataName metadataArgs ;
metadataName : IDENT ;
metadataArgs : ('(' benefitValue ')')? ;
benefitValue : INTEGER ;
patternBody : compoundStmt | lambdaBody ;

// ---- constraints ----------------------------------------------------------------------------
constraintList : '[' constraint (',' constraint)* ']' | constraint ;
constraint
  : KW_Attr typeConstraintExpr?                 # attrConstraint
  | KW_Op wrappedOpName?                        # opConstraint
  | KW_Type                                     # typeConstraint
  | KW_TypeRange                                # typeRangeConstraint
  | KW_Value typeConstraintExpr?                # valueConstraint
  | KW_ValueRange typeConstraintExpr?           # valueRangeConstraint
  | inlineConstraintDecl                        # inlineConstraint
  | IDENT                                       # namedConstraint
  ;
typeConstraintExpr : '<' expr '>' ;

// ---- statements -----------------------------------------------------------------------------
compoundStmt : '{' (stmt ';')* '}' ;
stmt : eraseStmt | letStmt | replaceStmt | returnStmt | rewriteStmt | expr ;
eraseStmt : KW_erase expr ;
letStmt : KW_let letName (':' constraintList)? letInit? ;
letName : IDENT | KW_attr | KW_op | KW_type | UNDERSCORE ;
letInit : '=' expr ;
replaceStmt : KW_replace expr KW_with replValues ;
replValues : '(' replList? ')' | replOp | expr ;
replList : expr (',' expr)* ;
replOp : opExpr ;
returnStmt : KW_return expr ;
rewriteStmt : KW_rewrite expr KW_with rewriteBody ;
rewriteBody : compoundStmt ;

// ---- expressions ----------------------------------------------------------------------------
expr : underscoreExpr | primary postfix* ;
postfix : memberAccess | callArgs ;
memberAccess : '.' memberName ;
memberName : IDENT | INTEGER | keyword ;
callArgs : '(' (expr (',' expr)*)? ')' ;

underscoreExpr : UNDERSCORE ':' constraintList ;
primary
  : attrExpr
  | typeExpr
  | opExpr
  | identExpr
  | negatedExpr
  | inlineConstraintDecl
  | inlineRewriteDecl
  | tupleExpr
  ;
identExpr : IDENT identTail ;
identTail : (':' constraintList)? ;
attrExpr : KW_attr ('<' literal '>' | identTail) ;
typeExpr : KW_type ('<' literal '>' | identTail) ;
literal : STRING | STRING_BLOCK ;
negatedExpr : KW_not identExpr callArgs ;
opExpr : KW_op (wrappedOpName opOperands? opAttributes? opResults? | identTail) ;
wrappedOpName : '<' opName '>' ;
opName : (opNamePart '.' opNamePart (opNamePart | '.')*)? ;
opNamePart : IDENT | keyword ;
opOperands : '(' (expr (',' expr)*)? ')' ;
opAttributes : '{' namedAttr (',' namedAttr)* '}' ;
namedAttr : attrName ('=' expr)? ;
attrName : STRING | STRING_BLOCK | IDENT | keyword ;
opResults : '->' '(' (expr (',' expr)*)? ')' ;
tupleExpr : '(' (tupleElement (',' tupleElement)*)? ')' ;
tupleElement : (tupleName '=')? expr ;
tupleName : IDENT | KW_attr | KW_op | KW_type ;

keyword
  : KW_attr | KW_op | KW_type | KW_Attr | KW_erase | KW_let | KW_Constraint | KW_not | KW_Op
  | KW_OpName | KW_Pattern | KW_replace | KW_return | KW_rewrite | KW_Rewrite | KW_Type
  | KW_TypeRange | KW_Value | KW_ValueRange | KW_with
  ;

// ---- tokens ---------------------------------------------------------------------------------
KW_attr : 'attr' ;
KW_op : 'op' ;
KW_type : 'type' ;
KW_Attr : 'Attr' ;
KW_erase : 'erase' ;
KW_let : 'let' ;
KW_Constraint : 'Constraint' ;
KW_not : 'not' ;
KW_Op : 'Op' ;
KW_OpName : 'OpName' ;
KW_Pattern : 'Pattern' ;
KW_replace : 'replace' ;
KW_return : 'return' ;
KW_rewrite : 'rewrite' ;
KW_Rewrite : 'Rewrite' ;
KW_Type : 'Type' ;
KW_TypeRange : 'TypeRange' ;
KW_Value : 'Value' ;
KW_ValueRange : 'ValueRange' ;
KW_with : 'with' ;

ARROW : '->' ;
EQUAL_ARROW : '=>' ;
COLON : ':' ;
COMMA : ',' ;
DOT : '.' ;
EQUAL : '=' ;
SEMICOLON : ';' ;
LESS : '<' ;
GREATER : '>' ;
L_BRACE : '{' ;
R_BRACE : '}' ;
L_PAREN : '(' ;
R_PAREN : ')' ;
L_SQUARE : '[' ;
R_SQUARE : ']' ;
UNDERSCORE : '_' ;

IDENT : [a-zA-Z_] [a-zA-Z0-9_]* ;
INTEGER : [0-9]+ ;
DIRECTIVE : '#' [a-zA-Z0-9_]* ;
STRING : '"' (~["\\\n\u000B\f] | '\\' ["\\nt] | '\\' HEX HEX)* '"' ;
/** A string without its closing quote or with an unknown escape: PdllErrors says which. */
BAD_STRING : '"' (~["\\\n\u000B\f] | '\\' ~[\n\u000B\f])* '\\'? ;
STRING_BLOCK : '[{' .*? '}]' ;
/** A code block without its closing `}]`. */
BAD_STRING_BLOCK : '[{' (~'}' | '}' ~']')* '}'? ;
fragment HEX : [0-9a-fA-F] ;

COMMENT : '//' ~[\n\r]* -> skip ;
WS : [ \t\r\n\u0000]+ -> skip ;
/** Anything else: mlir-pdll's "unexpected character". */
ERROR_CHAR : . ;
