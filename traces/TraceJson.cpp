//===- TraceJson.cpp - Traces: JSON form ----------------------------------===//

#include "msched/Traces/TraceJson.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace mlir;
using namespace msched;
using json = nlohmann::json;

template <typename T> static std::string printed(T entity) {
  std::string text;
  llvm::raw_string_ostream os(text);
  entity.print(os);
  return text;
}

/// {"name": "<attr>"} for every attribute of `attrs` not in `skip`.
static json attributesToJson(ArrayRef<NamedAttribute> attrs,
                             ArrayRef<StringRef> skip = {}) {
  json result = json::object();
  for (NamedAttribute attr : attrs)
    if (!llvm::is_contained(skip, attr.getName().getValue()))
      result[attr.getName().str()] = printed(attr.getValue());
  return result;
}

static json decisionToJson(Attribute decision) {
  if (!decision)
    return nullptr;
  if (auto array = dyn_cast<DenseI64ArrayAttr>(decision))
    return json(array.asArrayRef().vec());
  if (auto integer = dyn_cast<IntegerAttr>(decision))
    if (integer.getType().isSignlessInteger(64))
      return json(integer.getInt());
  return json{{"attr", printed(decision)}};
}

//===----------------------------------------------------------------------===//
// Encoder
//===----------------------------------------------------------------------===//

namespace {
class Encoder {
public:
  FailureOr<json> encode(const Trace &trace);

private:
  int64_t define(Value v) {
    ids[v] = next;
    return next++;
  }
  FailureOr<json> encodeOp(Operation *op);

  llvm::DenseMap<Value, int64_t> ids;
  int64_t next = 0;
};
} // namespace

FailureOr<json> Encoder::encodeOp(Operation *op) {
  json j = json::object();
  j["op"] = op->getName().getStringRef().str();

  json operands = json::array();
  for (Value v : op->getOperands()) {
    auto it = ids.find(v);
    if (it == ids.end())
      return op->emitError("operand defined outside the trace"), failure();
    operands.push_back(it->second);
  }
  j["operands"] = std::move(operands);

  json results = json::array(), resultTypes = json::array();
  for (Value v : op->getResults()) {
    results.push_back(define(v));
    resultTypes.push_back(printed(v.getType()));
  }
  j["results"] = std::move(results);
  j["result_types"] = std::move(resultTypes);

  bool sampling = isSamplingInstruction(op);
  SmallVector<StringRef> skip;
  if (sampling)
    skip.push_back(kDecisionAttrName);
  if (Attribute props = op->getPropertiesAsAttribute()) {
    auto dict = dyn_cast<DictionaryAttr>(props);
    if (!dict)
      return op->emitError("the JSON form needs op properties that are a "
                           "dictionary attribute"),
             failure();
    j["properties"] = attributesToJson(dict.getValue(), skip);
  } else {
    j["properties"] = json::object();
  }
  j["attributes"] =
      attributesToJson(op->getDiscardableAttrDictionary().getValue(), skip);
  if (sampling)
    j["decision"] = decisionToJson(op->getAttr(kDecisionAttrName));

  if (op->getNumRegions() != 0) {
    json regions = json::array();
    for (Region &region : op->getRegions()) {
      json blocks = json::array();
      for (Block &block : region) {
        json args = json::array(), argTypes = json::array();
        for (BlockArgument arg : block.getArguments()) {
          args.push_back(define(arg));
          argTypes.push_back(printed(arg.getType()));
        }
        json ops = json::array();
        for (Operation &nested : block) {
          FailureOr<json> encoded = encodeOp(&nested);
          if (failed(encoded))
            return failure();
          ops.push_back(std::move(*encoded));
        }
        blocks.push_back(json{{"arguments", std::move(args)},
                              {"argument_types", std::move(argTypes)},
                              {"ops", std::move(ops)}});
      }
      regions.push_back(std::move(blocks));
    }
    j["regions"] = std::move(regions);
  }
  return j;
}

FailureOr<json> Encoder::encode(const Trace &trace) {
  ModuleOp module = trace.getModule();
  transform::NamedSequenceOp entry = trace.getEntry();
  for (Operation &op : *module.getBody())
    if (&op != entry.getOperation())
      return op.emitError() << "the JSON form holds only @" << kTraceEntryName
                            << "; the trace module also has this op",
             failure();

  json j = json::object();
  j["format"] = "msched-trace";
  j["version"] = kTraceJsonVersion;
  if (!trace.getFuncName().empty())
    j["func"] = trace.getFuncName().str();
  j["module_attributes"] =
      attributesToJson(module->getAttrDictionary().getValue(),
                       {transform::TransformDialect::kWithNamedSequenceAttrName,
                        kTraceFuncAttrName});

  BlockArgument root = trace.getRoot();
  json rootJson = json::object();
  rootJson["id"] = define(root);
  rootJson["type"] = printed(root.getType());
  DictionaryAttr argAttrs = entry.getArgAttrDict(0);
  rootJson["attributes"] =
      argAttrs ? attributesToJson(argAttrs.getValue()) : json::object();
  j["root"] = std::move(rootJson);
  j["sequence_attributes"] =
      attributesToJson(entry->getDiscardableAttrDictionary().getValue());

  json instructions = json::array();
  for (Operation *op : trace.getInstructions()) {
    FailureOr<json> encoded = encodeOp(op);
    if (failed(encoded))
      return failure();
    instructions.push_back(std::move(*encoded));
  }
  j["instructions"] = std::move(instructions);
  return j;
}

FailureOr<json> msched::traceToJson(const Trace &trace) {
  return Encoder().encode(trace);
}

//===----------------------------------------------------------------------===//
// Decoder
//===----------------------------------------------------------------------===//

namespace {
class Decoder {
public:
  Decoder(MLIRContext *ctx, StringRef source) : ctx(ctx), source(source) {}
  FailureOr<Trace> decode(const json &j);

private:
  /// The file, or instruction `index` in it.
  Location locAt(std::optional<size_t> index = std::nullopt) {
    if (!index)
      return FileLineColLoc::get(ctx, source, 0, 0);
    return FileLineColLoc::get(
        ctx, source + "#/instructions/" + std::to_string(*index), 0, 0);
  }
  InFlightDiagnostic error(Location loc, const std::string &path) {
    InFlightDiagnostic diag = emitError(loc);
    if (!path.empty())
      diag << path << ": ";
    return diag;
  }

  // Field accessors: emit an error (and return nullopt/null) when the field
  // is missing or has the wrong type.
  const json *field(const json &object, const char *name, Location loc,
                    const std::string &path, bool optional = false);
  std::optional<int64_t> getInt(const json &value, Location loc,
                                const std::string &path);
  std::optional<std::string> getString(const json &value, Location loc,
                                       const std::string &path);
  FailureOr<Type> getType(const json &value, Location loc,
                          const std::string &path);
  FailureOr<NamedAttrList> getAttributes(const json &object, Location loc,
                                         const std::string &path);
  FailureOr<Attribute> getDecision(const json &value, Location loc,
                                   const std::string &path);
  LogicalResult defineValue(const json &idJson, Value value, Location loc,
                            const std::string &path);
  FailureOr<Operation *> decodeOp(const json &j, OpBuilder &builder,
                                  Location loc, const std::string &path);

  MLIRContext *ctx;
  std::string source;
  llvm::DenseMap<int64_t, Value> values;
};
} // namespace

const json *Decoder::field(const json &object, const char *name, Location loc,
                           const std::string &path, bool optional) {
  if (!object.is_object()) {
    error(loc, path) << "expected a JSON object";
    return nullptr;
  }
  auto it = object.find(name);
  if (it == object.end()) {
    if (!optional)
      error(loc, path) << "missing field \"" << name << "\"";
    return nullptr;
  }
  return &*it;
}

std::optional<int64_t> Decoder::getInt(const json &value, Location loc,
                                       const std::string &path) {
  if (!value.is_number_integer()) {
    error(loc, path) << "expected an integer, got " << value.dump();
    return std::nullopt;
  }
  return value.get<int64_t>();
}

std::optional<std::string> Decoder::getString(const json &value, Location loc,
                                              const std::string &path) {
  if (!value.is_string()) {
    error(loc, path) << "expected a string, got " << value.dump();
    return std::nullopt;
  }
  return value.get<std::string>();
}

FailureOr<Type> Decoder::getType(const json &value, Location loc,
                                 const std::string &path) {
  std::optional<std::string> text = getString(value, loc, path);
  if (!text)
    return failure();
  size_t numRead = 0;
  Type type = parseType(*text, ctx, &numRead);
  if (!type || numRead != text->size())
    return error(loc, path) << "cannot parse the type '" << *text << "'",
           failure();
  return type;
}

FailureOr<NamedAttrList> Decoder::getAttributes(const json &object,
                                                Location loc,
                                                const std::string &path) {
  if (!object.is_object())
    return error(loc, path) << "expected a JSON object", failure();
  NamedAttrList attrs;
  for (auto it = object.begin(); it != object.end(); ++it) {
    std::string entryPath = path + "." + it.key();
    std::optional<std::string> text = getString(it.value(), loc, entryPath);
    if (!text)
      return failure();
    size_t numRead = 0;
    Attribute attr = parseAttribute(*text, ctx, Type(), &numRead);
    if (!attr || numRead != text->size())
      return error(loc, entryPath)
                 << "cannot parse the attribute '" << *text << "'",
             failure();
    attrs.append(it.key(), attr);
  }
  return attrs;
}

FailureOr<Attribute> Decoder::getDecision(const json &value, Location loc,
                                          const std::string &path) {
  Builder b(ctx);
  if (value.is_null())
    return Attribute();
  if (value.is_number_integer())
    return Attribute(b.getI64IntegerAttr(value.get<int64_t>()));
  if (value.is_array()) {
    SmallVector<int64_t> ints;
    for (const json &v : value) {
      std::optional<int64_t> i = getInt(v, loc, path);
      if (!i)
        return failure();
      ints.push_back(*i);
    }
    return Attribute(b.getDenseI64ArrayAttr(ints));
  }
  if (value.is_object()) {
    const json *attrJson = field(value, "attr", loc, path);
    if (!attrJson)
      return failure();
    std::optional<std::string> text = getString(*attrJson, loc, path);
    if (!text)
      return failure();
    size_t numRead = 0;
    Attribute attr = parseAttribute(*text, ctx, Type(), &numRead);
    if (!attr || numRead != text->size())
      return error(loc, path) << "cannot parse the decision '" << *text << "'",
             failure();
    return attr;
  }
  return error(loc, path) << "expected an integer, an array of integers, "
                             "null or {\"attr\": ...}, got "
                          << value.dump(),
         failure();
}

LogicalResult Decoder::defineValue(const json &idJson, Value value,
                                   Location loc, const std::string &path) {
  std::optional<int64_t> id = getInt(idJson, loc, path);
  if (!id)
    return failure();
  if (!values.try_emplace(*id, value).second)
    return error(loc, path) << "value id " << *id << " is defined twice",
           failure();
  return success();
}

FailureOr<Operation *> Decoder::decodeOp(const json &j, OpBuilder &builder,
                                         Location loc,
                                         const std::string &path) {
  const json *nameJson = field(j, "op", loc, path);
  if (!nameJson)
    return failure();
  std::optional<std::string> name = getString(*nameJson, loc, path + ".op");
  if (!name)
    return failure();
  std::optional<RegisteredOperationName> opName =
      RegisteredOperationName::lookup(*name, ctx);
  if (!opName)
    return error(loc, path + ".op")
               << "unknown op '" << *name << "' (not registered)",
           failure();

  OperationState state(loc, *opName);
  const json *operands = field(j, "operands", loc, path);
  if (!operands)
    return failure();
  if (!operands->is_array())
    return error(loc, path + ".operands") << "expected an array", failure();
  for (auto [i, idJson] : llvm::enumerate(*operands)) {
    std::string p = path + ".operands[" + std::to_string(i) + "]";
    std::optional<int64_t> id = getInt(idJson, loc, p);
    if (!id)
      return failure();
    Value v = values.lookup(*id);
    if (!v)
      return error(loc, p) << "value id " << *id << " is not defined before",
             failure();
    state.addOperands(v);
  }

  const json *results = field(j, "results", loc, path);
  const json *resultTypes = field(j, "result_types", loc, path);
  if (!results || !resultTypes)
    return failure();
  if (!results->is_array() || !resultTypes->is_array() ||
      results->size() != resultTypes->size())
    return error(loc, path) << "expected arrays \"results\" and "
                               "\"result_types\" of the same length",
           failure();
  for (auto [i, t] : llvm::enumerate(*resultTypes)) {
    FailureOr<Type> type =
        getType(t, loc, path + ".result_types[" + std::to_string(i) + "]");
    if (failed(type))
      return failure();
    state.addTypes(*type);
  }

  NamedAttrList props, discardable;
  if (const json *p = field(j, "properties", loc, path, /*optional=*/true)) {
    FailureOr<NamedAttrList> attrs =
        getAttributes(*p, loc, path + ".properties");
    if (failed(attrs))
      return failure();
    props = std::move(*attrs);
  }
  if (const json *a = field(j, "attributes", loc, path, /*optional=*/true)) {
    FailureOr<NamedAttrList> attrs =
        getAttributes(*a, loc, path + ".attributes");
    if (failed(attrs))
      return failure();
    discardable = std::move(*attrs);
  }
  state.addAttributes(discardable);
  Attribute decision;
  if (const json *d = field(j, "decision", loc, path, /*optional=*/true)) {
    FailureOr<Attribute> parsed = getDecision(*d, loc, path + ".decision");
    if (failed(parsed))
      return failure();
    decision = *parsed;
  }

  const json *regions = field(j, "regions", loc, path, /*optional=*/true);
  if (regions && !regions->is_array())
    return error(loc, path + ".regions") << "expected an array", failure();
  size_t numRegions = regions ? regions->size() : 0;
  for (size_t i = 0; i < numRegions; ++i)
    state.addRegion();

  Operation *op = builder.create(state);
  if (!props.empty() || op->getPropertiesStorageSize()) {
    if (failed(op->setPropertiesFromAttribute(props.getDictionary(ctx), [&]() {
          return error(loc, path + ".properties");
        }))) {
      op->erase();
      return failure();
    }
  }
  if (decision)
    op->setAttr(kDecisionAttrName, decision);

  for (size_t r = 0; r < numRegions; ++r) {
    const json &blocks = (*regions)[r];
    std::string rPath = path + ".regions[" + std::to_string(r) + "]";
    if (!blocks.is_array())
      return error(loc, rPath) << "expected an array of blocks", failure();
    for (auto [bi, blockJson] : llvm::enumerate(blocks)) {
      std::string bPath = rPath + "[" + std::to_string(bi) + "]";
      const json *args = field(blockJson, "arguments", loc, bPath);
      const json *argTypes = field(blockJson, "argument_types", loc, bPath);
      const json *ops = field(blockJson, "ops", loc, bPath);
      if (!args || !argTypes || !ops)
        return failure();
      if (!args->is_array() || !argTypes->is_array() ||
          args->size() != argTypes->size() || !ops->is_array())
        return error(loc, bPath)
                   << "expected arrays \"arguments\" and \"argument_types\" "
                      "of the same length and an array \"ops\"",
               failure();
      Block *block = new Block();
      op->getRegion(r).push_back(block);
      for (size_t a = 0; a < args->size(); ++a) {
        std::string aPath = bPath + ".arguments[" + std::to_string(a) + "]";
        FailureOr<Type> type = getType((*argTypes)[a], loc, aPath);
        if (failed(type))
          return failure();
        BlockArgument arg = block->addArgument(*type, loc);
        if (failed(defineValue((*args)[a], arg, loc, aPath)))
          return failure();
      }
      OpBuilder nested = OpBuilder::atBlockEnd(block);
      for (auto [oi, opJson] : llvm::enumerate(*ops))
        if (failed(decodeOp(opJson, nested, loc,
                            bPath + ".ops[" + std::to_string(oi) + "]")))
          return failure();
    }
  }

  for (auto [i, idJson] : llvm::enumerate(*results))
    if (failed(defineValue(idJson, op->getResult(i), loc,
                           path + ".results[" + std::to_string(i) + "]")))
      return failure();
  return op;
}

FailureOr<Trace> Decoder::decode(const json &j) {
  loadTraceExtensions(*ctx);
  Location top = locAt();
  if (!j.is_object()) // said once, not by every field lookup below
    return error(top, "") << "expected a JSON object", failure();
  if (const json *format = field(j, "format", top, "", /*optional=*/true))
    if (!format->is_string() || format->get<std::string>() != "msched-trace")
      return error(top, "format") << "expected \"msched-trace\"", failure();
  const json *version = field(j, "version", top, "");
  if (!version)
    return failure();
  std::optional<int64_t> v = getInt(*version, top, "version");
  if (!v)
    return failure();
  if (*v != kTraceJsonVersion)
    return error(top, "version") << "unsupported trace version " << *v
                                 << " (expected " << kTraceJsonVersion << ")",
           failure();

  // Module.
  OwningOpRef<ModuleOp> module = ModuleOp::create(top);
  (*module)->setAttr(transform::TransformDialect::kWithNamedSequenceAttrName,
                     UnitAttr::get(ctx));
  if (const json *func = field(j, "func", top, "", /*optional=*/true)) {
    std::optional<std::string> name = getString(*func, top, "func");
    if (!name)
      return failure();
    (*module)->setAttr(kTraceFuncAttrName, StringAttr::get(ctx, *name));
  }
  if (const json *attrs =
          field(j, "module_attributes", top, "", /*optional=*/true)) {
    FailureOr<NamedAttrList> parsed =
        getAttributes(*attrs, top, "module_attributes");
    if (failed(parsed))
      return failure();
    for (NamedAttribute attr : *parsed)
      (*module)->setAttr(attr.getName(), attr.getValue());
  }

  // Entry.
  const json *root = field(j, "root", top, "");
  if (!root)
    return failure();
  const json *rootId = field(*root, "id", top, "root");
  const json *rootType = field(*root, "type", top, "root");
  if (!rootId || !rootType)
    return failure();
  FailureOr<Type> rootTy = getType(*rootType, top, "root.type");
  if (failed(rootTy))
    return failure();
  NamedAttrList rootAttrs;
  if (const json *a = field(*root, "attributes", top, "root", true)) {
    FailureOr<NamedAttrList> parsed = getAttributes(*a, top, "root.attributes");
    if (failed(parsed))
      return failure();
    rootAttrs = std::move(*parsed);
  }
  NamedAttrList seqAttrs;
  if (const json *a = field(j, "sequence_attributes", top, "", true)) {
    FailureOr<NamedAttrList> parsed =
        getAttributes(*a, top, "sequence_attributes");
    if (failed(parsed))
      return failure();
    seqAttrs = std::move(*parsed);
  }
  OpBuilder b(ctx);
  b.setInsertionPointToEnd(module->getBody());
  auto entry = transform::NamedSequenceOp::create(
      b, top, kTraceEntryName, *rootTy, TypeRange{},
      [](OpBuilder &bb, Location l, BlockArgument) {
        transform::YieldOp::create(bb, l);
      },
      seqAttrs.getAttrs());
  for (NamedAttribute attr : rootAttrs)
    entry.setArgAttr(0, attr.getName(), attr.getValue());
  if (failed(defineValue(*rootId, entry.getArgument(0), top, "root.id")))
    return failure();

  // Instructions.
  const json *instructions = field(j, "instructions", top, "");
  if (!instructions)
    return failure();
  if (!instructions->is_array())
    return error(top, "instructions") << "expected an array", failure();
  b.setInsertionPoint(entry.getBody().front().getTerminator());
  for (auto [i, instr] : llvm::enumerate(*instructions))
    if (failed(decodeOp(instr, b, locAt(i),
                        "instructions[" + std::to_string(i) + "]")))
      return failure();

  if (failed(Trace::verifyModule(*module)))
    return failure();
  return Trace::fromModule(std::move(module));
}

FailureOr<Trace> msched::traceFromJson(const json &j, MLIRContext *ctx,
                                       StringRef sourceName) {
  return Decoder(ctx, sourceName).decode(j);
}

FailureOr<Trace> msched::parseTraceJson(StringRef text, MLIRContext *ctx,
                                        StringRef sourceName) {
  json j = json::parse(text.begin(), text.end(), /*cb=*/nullptr,
                       /*allow_exceptions=*/false);
  if (j.is_discarded()) {
    // Parse again with a SAX handler to get the error message (with its line
    // and column) without exceptions.
    struct Sax : json::json_sax_t {
      std::string message;
      bool null() override { return true; }
      bool boolean(bool) override { return true; }
      bool number_integer(number_integer_t) override { return true; }
      bool number_unsigned(number_unsigned_t) override { return true; }
      bool number_float(number_float_t, const string_t &) override {
        return true;
      }
      bool string(string_t &) override { return true; }
      bool binary(binary_t &) override { return true; }
      bool start_object(std::size_t) override { return true; }
      bool key(string_t &) override { return true; }
      bool end_object() override { return true; }
      bool start_array(std::size_t) override { return true; }
      bool end_array() override { return true; }
      bool parse_error(std::size_t, const std::string &,
                       const nlohmann::detail::exception &ex) override {
        // "[json.exception.parse_error.101] parse error at line 1, ...".
        message = ex.what();
        size_t end = message.find("] ");
        if (end != std::string::npos)
          message = message.substr(end + 2);
        return false;
      }
    } sax;
    json::sax_parse(text.begin(), text.end(), &sax, json::input_format_t::json,
                    /*strict=*/true);
    return emitError(FileLineColLoc::get(ctx, sourceName, 0, 0))
               << "invalid JSON: " << sax.message,
           failure();
  }
  return traceFromJson(j, ctx, sourceName);
}
