// Runs JSON-Schema-Test-Suite (draft2020-12 and draft7: the required files, optional/ and
// optional/format/) against the native validator, with format assertion on for
// optional/format/ and for optional/content.json (draft-07's content keywords assert with it). Every file of remotes/ is registered under
// http://localhost:1234/ first. Prints "required P/T" and "optional P/T" per dialect, then one
// summary line, and writes a JSON report listing every failure.
//
//   structguard_conformance <JSON-Schema-Test-Suite dir> <report.json>
//
// Exit status: 0 when every required test passes, 1 otherwise, 2 on a usage or I/O error.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <rapidjson/document.h>

#include "schema/schema.h"
#include "schema/schema_registry.h"

namespace fs = std::filesystem;

namespace {

constexpr unsigned kParseFlags = rapidjson::kParseFullPrecisionFlag;

struct Tally {
    int passed = 0;
    int total = 0;
};

struct DialectRun {
    std::string folder;
    sg::SchemaDialect dialect;
    Tally required;
    Tally optional;
    nlohmann::json failures = nlohmann::json::array();
};

bool read_json(const fs::path& path, rapidjson::Document& document) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::stringstream text;
    text << in.rdbuf();
    document.Parse<kParseFlags>(text.str().c_str());
    return !document.HasParseError();
}

std::vector<fs::path> json_files(const fs::path& folder) {
    std::vector<fs::path> files;
    if (!fs::is_directory(folder)) return files;
    for (const auto& entry : fs::directory_iterator(folder)) {
        if (entry.is_regular_file() && entry.path().extension() == ".json") files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

bool register_remotes(const fs::path& remotes, sg::SchemaRegistry& registry) {
    for (const auto& entry : fs::recursive_directory_iterator(remotes)) {
        if (!entry.is_regular_file() || entry.path().extension() != ".json") continue;
        rapidjson::Document document;
        if (!read_json(entry.path(), document)) return false;
        const std::string uri = "http://localhost:1234/" + fs::relative(entry.path(), remotes).generic_string();
        if (const auto error = registry.add(uri, document)) {
            std::cerr << "remote " << uri << " not registered: " << error->message << "\n";
        }
    }
    return true;
}

std::string text_of(const rapidjson::Value& value, const char* key) {
    const auto found = value.FindMember(key);
    return found != value.MemberEnd() && found->value.IsString() ? found->value.GetString() : "";
}

void record_failure(DialectRun& run, const std::string& file, const std::string& group, const std::string& test,
                    bool expected, const std::string& reason) {
    run.failures.push_back({{"file", file}, {"group", group}, {"test", test}, {"expected", expected}, {"reason", reason}});
}

void run_file(const fs::path& path, const std::string& name, bool required, bool format_assertion,
              const sg::SchemaRegistry& registry, DialectRun& run) {
    rapidjson::Document groups;
    Tally& tally = required ? run.required : run.optional;
    if (!read_json(path, groups) || !groups.IsArray()) {
        record_failure(run, name, "", "", true, "test file is not readable JSON");
        ++tally.total;
        return;
    }
    sg::SchemaOptions options;
    options.default_dialect = run.dialect;
    options.format_assertion = format_assertion;
    for (const auto& group : groups.GetArray()) {
        const std::string group_name = text_of(group, "description");
        const sg::SchemaCompileResult compiled = sg::compile_schema(group["schema"], registry, options);
        for (const auto& test : group["tests"].GetArray()) {
            ++tally.total;
            const bool expected = test["valid"].GetBool();
            const std::string test_name = text_of(test, "description");
            if (!compiled.ok()) {
                const sg::SchemaError& error = compiled.error();
                record_failure(run, name, group_name, test_name, expected,
                               "schema error at '" + error.pointer + "': " + error.message);
                continue;
            }
            const sg::ValidationResult result = compiled.value().validate(test["data"]);
            const bool verdict = compiled.value().is_valid(test["data"]);
            if (result.valid == expected && verdict == expected) {
                ++tally.passed;
                continue;
            }
            std::string reason = result.valid == verdict ? "verdict differs" : "validate() and is_valid() disagree";
            if (!result.errors.empty()) reason += ": " + result.errors.front().message;
            record_failure(run, name, group_name, test_name, expected, reason);
        }
    }
}

void run_dialect(const fs::path& tests, const sg::SchemaRegistry& registry, DialectRun& run) {
    const fs::path root = tests / run.folder;
    for (const fs::path& file : json_files(root)) {
        run_file(file, file.filename().string(), true, false, registry, run);
    }
    for (const fs::path& file : json_files(root / "optional")) {
        run_file(file, "optional/" + file.filename().string(), false, file.filename() == "content.json", registry, run);
    }
    for (const fs::path& file : json_files(root / "optional" / "format")) {
        run_file(file, "optional/format/" + file.filename().string(), false, true, registry, run);
    }
}

std::string fraction(const Tally& tally) { return std::to_string(tally.passed) + "/" + std::to_string(tally.total); }

}  // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::cerr << "usage: structguard_conformance <JSON-Schema-Test-Suite dir> <report.json>\n";
        return 2;
    }
    const fs::path suite = argv[1];
    sg::SchemaRegistry registry;
    if (!register_remotes(suite / "remotes", registry)) {
        std::cerr << "cannot read " << (suite / "remotes") << "\n";
        return 2;
    }
    std::vector<DialectRun> runs = {{"draft2020-12", sg::SchemaDialect::Draft2020_12, {}, {}, nlohmann::json::array()},
                                    {"draft7", sg::SchemaDialect::Draft7, {}, {}, nlohmann::json::array()}};
    nlohmann::json report = nlohmann::json::object();
    Tally optional;
    bool required_ok = true;
    for (DialectRun& run : runs) {
        run_dialect(suite / "tests", registry, run);
        std::cout << run.folder << " required " << fraction(run.required) << "\n";
        std::cout << run.folder << " optional " << fraction(run.optional) << "\n";
        report[run.folder] = {{"required", {{"passed", run.required.passed}, {"total", run.required.total}}},
                              {"optional", {{"passed", run.optional.passed}, {"total", run.optional.total}}},
                              {"failures", run.failures}};
        optional.passed += run.optional.passed;
        optional.total += run.optional.total;
        required_ok = required_ok && run.required.passed == run.required.total;
    }
    std::ofstream out(argv[2]);
    out << report.dump(2) << "\n";
    if (!out) {
        std::cerr << "cannot write " << argv[2] << "\n";
        return 2;
    }
    std::cout << "conformance: 2020-12 required " << fraction(runs[0].required) << ", draft7 required "
              << fraction(runs[1].required) << ", optional " << fraction(optional) << "\n";
    return required_ok ? 0 : 1;
}
