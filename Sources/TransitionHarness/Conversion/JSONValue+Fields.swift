/// Typed reads of an event object's fields, each refusing with the field's JSON path.
extension JSONValue {
    /// Refuses anything but an object, naming what `path` holds instead.
    func requireObject(at path: JSONPath, what: String) throws(EventListConversionError) {
        guard case .object = self else {
            throw EventListConversionError(
                location: .jsonPath(path.description), expected: what, found: foundDescription)
        }
    }

    func requireNumber(_ key: String, at path: JSONPath, meaning: String) throws(EventListConversionError) -> Double {
        let fieldPath = path.appending(key: key)
        guard let value = self[key] else {
            throw EventListConversionError(
                location: .jsonPath(fieldPath.description), expected: "a number (\(meaning))", found: "no such key")
        }
        guard case .number(let number) = value else {
            throw EventListConversionError(
                location: .jsonPath(fieldPath.description), expected: "a number (\(meaning))",
                found: value.foundDescription)
        }
        return number
    }

    func requireString(_ key: String, at path: JSONPath, oneOf choices: String) throws(EventListConversionError)
        -> String
    {
        let fieldPath = path.appending(key: key)
        guard let value = self[key] else {
            throw EventListConversionError(
                location: .jsonPath(fieldPath.description), expected: "one of \(choices)", found: "no such key")
        }
        guard case .string(let string) = value else {
            throw EventListConversionError(
                location: .jsonPath(fieldPath.description), expected: "one of \(choices)", found: value.foundDescription
            )
        }
        return string
    }

    /// An integer >= 0 under `key`, or `default` when the key is absent.
    func optionalPointer(_ key: String, at path: JSONPath, default: Int) throws(EventListConversionError) -> Int {
        guard let value = self[key] else { return `default` }
        let fieldPath = path.appending(key: key)
        guard case .number(let number) = value, number >= 0, number <= Double(Int32.max), number.rounded() == number
        else {
            throw EventListConversionError(
                location: .jsonPath(fieldPath.description), expected: "a pointer id: an integer from 0 to \(Int32.max)",
                found: value.foundDescription)
        }
        return Int(number)
    }
}
