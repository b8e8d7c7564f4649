//===- DatabaseLines.cpp - One database line, parsed and written ----------===//
//
// The JSON-lines format of database_workload.json and
// database_tuning_record.json (Database.h), both ways: a line read back
// either yields its entry or says why it is skipped, never throws.
//
//===----------------------------------------------------------------------===//

#include "msched/Search/Database/DatabaseLines.h"

#include "llvm/ADT/StringRef.h"

#include <optional>

using namespace msched;
using json = nlohmann::json;

/// JSON text of `j`; invalid UTF-8 (e.g. in a crash reason) is replaced
/// rather than thrown about.
std::string msched::dumpJsonLine(const json &j) {
  return j.dump(-1, ' ', /*ensure_ascii=*/false,
                json::error_handler_t::replace);
}

/// "what" of a nlohmann exception without its "[json.exception.X.N] " tag.
std::string msched::jsonErrorText(const json::exception &e) {
  llvm::StringRef what = e.what();
  if (what.starts_with("[json.exception.")) {
    size_t end = what.find("] ");
    if (end != llvm::StringRef::npos)
      what = what.drop_front(end + 2);
  }
  return what.str();
}

//===----------------------------------------------------------------------===//
// Parsing one line
//===----------------------------------------------------------------------===//

namespace {
/// Field readers for one line's object: each returns false and sets `error`
/// when the field is missing or has the wrong type.
struct FieldReader {
  json &object;
  std::string &error;

  json *get(const char *name) {
    auto it = object.find(name);
    if (it == object.end()) {
      error = std::string("missing field '") + name + "'";
      return nullptr;
    }
    return &*it;
  }
  bool fail(const char *name, const char *expected) {
    error = std::string("field '") + name + "' is not " + expected;
    return false;
  }
  bool string(const char *name, std::string &out) {
    json *j = get(name);
    if (!j)
      return false;
    if (!j->is_string())
      return fail(name, "a string");
    out = std::move(j->get_ref<std::string &>());
    return true;
  }
  bool number(const char *name, double &out) {
    json *j = get(name);
    if (!j)
      return false;
    if (!j->is_number())
      return fail(name, "a number");
    out = j->get<double>();
    return true;
  }
};
} // namespace

/// Parses `text` (one line); on failure returns false with `error` set.
static bool parseLine(llvm::StringRef text, json &out, std::string &error) {
  try {
    out = json::parse(text.begin(), text.end());
  } catch (const json::exception &e) {
    error = "invalid JSON: " + jsonErrorText(e);
    return false;
  }
  if (!out.is_object()) {
    error = "not a JSON object";
    return false;
  }
  return true;
}

static bool parseArgs(json &j, std::vector<TensorInfo> &args,
                      std::string &error) {
  if (!j.is_array()) {
    error = "field 'args' is not an array";
    return false;
  }
  for (size_t i = 0; i < j.size(); ++i) {
    json &arg = j[i];
    std::string where = "args[" + std::to_string(i) + "]";
    if (!arg.is_object()) {
      error = where + " is not an object";
      return false;
    }
    TensorInfo info;
    auto dtype = arg.find("dtype");
    if (dtype == arg.end() || !dtype->is_string()) {
      error = where + ".dtype is missing or not a string";
      return false;
    }
    std::optional<ElementKind> kind =
        elementKindFromName(dtype->get<std::string>());
    if (!kind) {
      error = where + ".dtype '" + dtype->get<std::string>() +
              "' is not f32, f64, bf16, i8, i32 or i64";
      return false;
    }
    info.element = *kind;
    auto shape = arg.find("shape");
    if (shape == arg.end() || !shape->is_array()) {
      error = where + ".shape is missing or not an array";
      return false;
    }
    for (const json &d : *shape) {
      if (!d.is_number_integer() || d.get<int64_t>() < 0) {
        error = where + ".shape holds a value that is not a size";
        return false;
      }
      info.shape.push_back(d.get<int64_t>());
    }
    args.push_back(std::move(info));
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Parsing a tuning record line
//===----------------------------------------------------------------------===//

static size_t skipSpace(llvm::StringRef s, size_t i) {
  while (i < s.size() &&
         (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n'))
    ++i;
  return i;
}

/// Past the end of the JSON string starting at s[i] == '"'; npos if open.
static size_t skipString(llvm::StringRef s, size_t i) {
  for (++i; i < s.size(); ++i) {
    if (s[i] == '\\')
      ++i;
    else if (s[i] == '"')
      return i + 1;
  }
  return llvm::StringRef::npos;
}

/// Past the end of the JSON value starting at s[i], found by its structure
/// only (strings and brackets; not a validation); npos if it does not end.
static size_t skipValue(llvm::StringRef s, size_t i) {
  constexpr size_t npos = llvm::StringRef::npos;
  if (i >= s.size())
    return npos;
  if (s[i] == '"')
    return skipString(s, i);
  if (s[i] == '{' || s[i] == '[') {
    int depth = 0;
    while (i < s.size()) {
      char c = s[i];
      if (c == '"') {
        i = skipString(s, i);
        if (i == npos)
          return npos;
        continue;
      }
      if (c == '{' || c == '[')
        ++depth;
      else if ((c == '}' || c == ']') && --depth == 0)
        return i + 1;
      ++i;
    }
    return npos;
  }
  size_t start = i;
  while (i < s.size() && !llvm::StringRef(",}] \t\r\n").contains(s[i]))
    ++i;
  return i == start ? npos : i;
}

/// The extent [begin, end) of the value of key `key` of the top-level JSON
/// object `s`, found by structure; none when not found that way.
static std::optional<std::pair<size_t, size_t>>
findTopLevelValue(llvm::StringRef s, llvm::StringRef key) {
  constexpr size_t npos = llvm::StringRef::npos;
  size_t i = skipSpace(s, 0);
  if (i >= s.size() || s[i] != '{')
    return std::nullopt;
  i = skipSpace(s, i + 1);
  while (i < s.size() && s[i] == '"') {
    size_t keyEnd = skipString(s, i);
    if (keyEnd == npos)
      return std::nullopt;
    llvm::StringRef name = s.slice(i + 1, keyEnd - 1);
    i = skipSpace(s, keyEnd);
    if (i >= s.size() || s[i] != ':')
      return std::nullopt;
    i = skipSpace(s, i + 1);
    size_t valueEnd = skipValue(s, i);
    if (valueEnd == npos)
      return std::nullopt;
    if (name == key)
      return std::make_pair(i, valueEnd);
    i = skipSpace(s, valueEnd);
    if (i >= s.size() || s[i] != ',')
      return std::nullopt;
    i = skipSpace(s, i + 1);
  }
  return std::nullopt;
}

/// Parses one record line. Only validates the trace's JSON (json::accept,
/// no tree built) and keeps its text: the tree of every trace would cost
/// most of the load time and memory, for records nobody decodes. Pure:
/// called from several threads.
ParsedRecordLine msched::parseRecordLine(llvm::StringRef line) {
  ParsedRecordLine out;
  TuningRecord &record = out.record;
  std::string &error = out.error;
  json object;
  auto parse = [&]() -> bool {
    std::optional<std::pair<size_t, size_t>> traceRange =
        findTopLevelValue(line, "trace");
    if (traceRange) {
      llvm::StringRef traceText =
          line.slice(traceRange->first, traceRange->second);
      if (!json::accept(traceText.begin(), traceText.end())) {
        // Get nlohmann's message for the whole line.
        if (parseLine(line, object, error))
          error = "invalid JSON in field 'trace'";
        return false;
      }
      std::string rest = (line.take_front(traceRange->first) + "null" +
                          line.drop_front(traceRange->second))
                             .str();
      if (!parseLine(rest, object, error))
        return false;
      if (!traceText.starts_with("{")) {
        error = "field 'trace' is not an object";
        return false;
      }
      record.trace = traceText.str();
    } else {
      // Not found by structure: a bad line (parse it for the message) or a
      // line spelling the key with escapes.
      if (!parseLine(line, object, error))
        return false;
      auto trace = object.find("trace");
      if (trace == object.end()) {
        error = "missing field 'trace'";
        return false;
      }
      if (!trace->is_object()) {
        error = "field 'trace' is not an object";
        return false;
      }
      record.trace = dumpJsonLine(*trace);
    }
    FieldReader fields{object, error};
    std::string statusText;
    if (!fields.string("workload", out.hash) ||
        !fields.string("status", statusText) ||
        !fields.string("target", record.target) ||
        !fields.number("timestamp", record.timestamp))
      return false;
    // A worker error is the machinery's, never a candidate's: not a record.
    std::optional<MeasureStatus> status = statusFromName(statusText);
    if (!status || *status == MeasureStatus::WorkerError) {
      error = "unknown status '" + statusText + "'";
      return false;
    }
    record.status = *status;
    auto reason = object.find("reason");
    if (reason != object.end() && !reason->is_null()) {
      if (!reason->is_string())
        return fields.fail("reason", "a string");
      record.reason = std::move(reason->get_ref<std::string &>());
    }
    json *runSeconds = fields.get("run_seconds");
    if (!runSeconds)
      return false;
    if (!runSeconds->is_null()) {
      if (!runSeconds->is_array())
        return fields.fail("run_seconds", "an array or null");
      for (const json &s : *runSeconds) {
        if (!s.is_number())
          return fields.fail("run_seconds", "an array of numbers");
        record.runSeconds.push_back(s.get<double>());
      }
    }
    if (record.status == MeasureStatus::Ok && record.runSeconds.empty()) {
      error = "status 'ok' without run_seconds";
      return false;
    }
    json *args = fields.get("args");
    if (!args)
      return false;
    return parseArgs(*args, record.args, error);
  };
  bool ok = false;
  try {
    ok = parse();
  } catch (const json::exception &e) {
    error = "invalid record: " + jsonErrorText(e);
  } catch (const std::exception &e) {
    error = std::string("invalid record: ") + e.what();
  }
  if (!ok && error.empty())
    error = "invalid record";
  if (!ok)
    record = TuningRecord();
  return out;
}

ParsedWorkloadLine msched::parseWorkloadLine(llvm::StringRef line) {
  ParsedWorkloadLine out;
  json object;
  std::string &error = out.error;
  WorkloadEntry &entry = out.entry;
  bool ok = false;
  try {
    FieldReader fields{object, error};
    ok = parseLine(line, object, error) && fields.string("hash", entry.hash) &&
         fields.string("func", entry.funcName) && fields.string("ir", entry.ir);
    if (ok && entry.hash.empty()) {
      error = "field 'hash' is empty";
      ok = false;
    }
  } catch (const json::exception &e) {
    error = "invalid workload: " + jsonErrorText(e);
  }
  if (!ok && error.empty())
    error = "invalid workload";
  if (!ok)
    entry = WorkloadEntry();
  return out;
}

std::string msched::workloadLineText(const WorkloadEntry &entry) {
  return "{\"hash\":" + dumpJsonLine(entry.hash) +
         ",\"func\":" + dumpJsonLine(entry.funcName) +
         ",\"ir\":" + dumpJsonLine(entry.ir) + "}";
}

llvm::Expected<std::string>
msched::recordLineText(const TuningRecord &record,
                       llvm::StringRef workloadHash) {
  try {
    json runSeconds = json(nullptr);
    if (!record.runSeconds.empty())
      runSeconds = record.runSeconds;
    json args = json::array();
    for (const TensorInfo &info : record.args)
      args.push_back(
          {{"shape", info.shape}, {"dtype", elementName(info.element).str()}});
    // Fixed key order, the (large) trace last.
    return "{\"workload\":" + dumpJsonLine(workloadHash.str()) +
           ",\"status\":" + dumpJsonLine(statusName(record.status)) +
           ",\"reason\":" + dumpJsonLine(record.reason) +
           ",\"run_seconds\":" + dumpJsonLine(runSeconds) +
           ",\"target\":" + dumpJsonLine(record.target) +
           ",\"args\":" + dumpJsonLine(args) +
           ",\"timestamp\":" + dumpJsonLine(record.timestamp) +
           ",\"trace\":" + record.trace + "}";
  } catch (const json::exception &e) {
    return llvm::createStringError(
        std::make_error_code(std::errc::invalid_argument),
        "cannot encode the tuning record: " + jsonErrorText(e));
  }
}
